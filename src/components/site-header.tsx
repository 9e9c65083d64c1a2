import { useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '@/components/brand-logo';
import { branding } from '@/domain/branding';
import { t } from '@/domain/i18n/i18n';
import { Icon } from '@/components/icons';
import { InstallButton } from '@/components/install-button';
import { LanguageSwitch } from '@/components/language-switch';
import { MoreMenu } from '@/components/more-menu';
import { useSeekerSignedInOnDevice } from '@/session/seeker-on-device';
import { useSessionView } from '@/session/session-context';

const links = [
  { to: '/', label: 'siteNav.home' },
  { to: '/registration', label: 'siteNav.registration' },
  { to: '/services', label: 'siteNav.services' },
  { to: '/faq', label: 'siteNav.faq' },
  { to: '/contact', label: 'siteNav.contact' },
  { to: '/pricing', label: 'siteNav.pricing' },
] as const;

/** The navigation bar of docs/requirements.md §2; on phones it folds into a "Menu" disclosure. */
export function SiteHeader() {
  const session = useSessionView();
  const seekerSignedIn = useSeekerSignedInOnDevice();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && open && !event.defaultPrevented) {
      setOpen(false);
      document.getElementById('nav-toggle')?.focus();
    }
  }

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label={t('header.brandHome', { product: branding.productName })} onClick={close}>
          <BrandLogo />
        </Link>
        <LanguageSwitch />
        <button
          id="nav-toggle"
          type="button"
          className="btn btn--ghost nav-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          {t('header.menu')}
        </button>
        <nav id="site-nav" aria-label={t('header.mainNav')} className="site-nav" data-open={open}>
          <ul className="site-nav__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeOptions={{ exact: link.to === '/' }} onClick={close}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <MoreMenu onNavigate={close} />
            </li>
          </ul>
          <div className="site-nav__actions">
            <InstallButton />
            {session.isAuthenticated ? (
              <Link to="/employer/overview" className="btn btn--primary" onClick={close}>
                {t('siteNav.dashboard')}
              </Link>
            ) : (
              <>
                <Link to="/login" className="btn btn--ghost" onClick={close}>
                  {t('siteNav.postJob')}
                </Link>
                {seekerSignedIn ? (
                  // A job seeker signed in on this device is led back to their own space, not to an employer's sign-in.
                  <Link to="/seeker/applications" className="btn btn--primary" onClick={close}>
                    {t('siteNav.myApplications')}
                  </Link>
                ) : (
                  <>
                    <Link to="/login" className="btn btn--secondary" onClick={close}>
                      {t('siteNav.signIn')}
                    </Link>
                    <Link to="/signup" className="btn btn--primary" onClick={close}>
                      {t('siteNav.signUp')}
                    </Link>
                  </>
                )}
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
