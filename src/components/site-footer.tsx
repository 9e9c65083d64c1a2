import { Link } from '@tanstack/react-router';
import { BrandLogo } from '@/components/brand-logo';
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
            <p>
              Hiring across Nepal, from Koshi to Sudurpashchim. {branding.productName} connects employers with job
              seekers in every province.
            </p>
            <p>
              Questions? Write to <a href={`mailto:${branding.contactEmail}`}>{branding.contactEmail}</a>
            </p>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">Quick links</h2>
            <ul>
              <li><Link to="/">Home</Link></li>
              <li><Link to="/services">Services</Link></li>
              <li><Link to="/pricing">Pricing</Link></li>
              <li><Link to="/jobs">Jobs</Link></li>
              <li><Link to="/faq">FAQs</Link></li>
              <li><Link to="/contact">Contact</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-employers">
            <h2 id="footer-employers">Employers</h2>
            <ul>
              {isAuthenticated ? (
                <li><Link to="/employer/overview">Employer Dashboard</Link></li>
              ) : (
                <>
                  <li><Link to="/signup">Sign Up</Link></li>
                  <li><Link to="/login">Sign In</Link></li>
                </>
              )}
              <li><Link to="/registration">Registration</Link></li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <ul>
              <li><Link to="/terms">Terms of Service</Link></li>
              <li><Link to="/privacy">Privacy Policy</Link></li>
            </ul>
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__legal">
            © {new Date().getFullYear()} {branding.legalName}, registered in Nepal. All rights reserved.
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
