import { Link } from '@tanstack/react-router';
import { BrandLogo } from '@/components/brand-logo';
import { RichText } from '@/components/rich-text';
import { branding } from '@/domain/branding';
import { t } from '@/domain/i18n/i18n';
import { useSessionView } from '@/session/session-context';

/** Footer of docs/requirements.md §2: quick links and legal links, company name, contact e-mail and legal name (configuration). */
export function SiteFooter() {
  const { isAuthenticated } = useSessionView();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <p className="brand">
              <BrandLogo />
            </p>
            <p>{t('footer.about', { product: branding.productName })}</p>
            <p>
              <RichText
                id="footer.questions"
                values={{ email: <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a> }}
              />
            </p>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">{t('footer.quickLinks')}</h2>
            <ul>
              <li><Link to="/">{t('siteNav.home')}</Link></li>
              <li><Link to="/services">{t('siteNav.services')}</Link></li>
              <li><Link to="/pricing">{t('siteNav.pricing')}</Link></li>
              <li><Link to="/jobs">{t('siteNav.jobs')}</Link></li>
              <li><Link to="/faq">{t('siteNav.faq')}</Link></li>
              <li><Link to="/contact">{t('siteNav.contact')}</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-employers">
            <h2 id="footer-employers">{t('footer.employers')}</h2>
            <ul>
              {isAuthenticated ? (
                <li><Link to="/employer/overview">{t('siteNav.dashboard')}</Link></li>
              ) : (
                <>
                  <li><Link to="/signup">{t('siteNav.signUp')}</Link></li>
                  <li><Link to="/login">{t('siteNav.signIn')}</Link></li>
                </>
              )}
              <li><Link to="/registration">{t('siteNav.registration')}</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">{t('footer.legal')}</h2>
            <ul>
              <li><Link to="/terms">{t('siteNav.terms')}</Link></li>
              <li><Link to="/privacy">{t('siteNav.privacy')}</Link></li>
            </ul>
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__legal">
            {t('footer.rights', { year: new Date().getFullYear(), legalName: branding.legalName })}
          </p>
          {/* Not an employer feature: the portal's rules, generated from its code, for whoever audits it. */}
          <nav aria-label={t('footer.aboutPortal')}>
            <Link to="/machines">{t('footer.machinesLink')}</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
