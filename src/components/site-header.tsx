import { useState, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '@/components/brand-logo';
import { branding } from '@/domain/branding';
import { Icon } from '@/components/icons';
import { InstallButton } from '@/components/install-button';
import { MoreMenu } from '@/components/more-menu';
import { useSessionView } from '@/session/session-context';

const links = [
  { to: '/', label: 'Home' },
  { to: '/registration', label: 'Registration' },
  { to: '/services', label: 'Services' },
  { to: '/faq', label: 'FAQs' },
  { to: '/contact', label: 'Contact' },
  { to: '/pricing', label: 'Pricing' },
] as const;

/** The navigation bar of docs/requirements.md §2; on phones it folds into a "Menu" disclosure. */
export function SiteHeader() {
  const session = useSessionView();
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
        <Link to="/" className="brand" aria-label={`${branding.productName} home`} onClick={close}>
          <BrandLogo />
        </Link>
        <button
          id="nav-toggle"
          type="button"
          className="btn btn--ghost nav-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className="site-nav" data-open={open}>
          <ul className="site-nav__links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} activeOptions={{ exact: link.to === '/' }} onClick={close}>
                  {link.label}
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
                Employer Dashboard
              </Link>
            ) : (
              <>
                <Link to="/login" className="btn btn--ghost" onClick={close}>
                  Post a Job
                </Link>
                <Link to="/login" className="btn btn--secondary" onClick={close}>
                  Sign In
                </Link>
                <Link to="/signup" className="btn btn--primary" onClick={close}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
