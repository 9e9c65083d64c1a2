import { Link } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';
import { EmployerPage } from './employer-page';

export function BillingSettingsPage() {
  return (
    <EmployerPage title="Billing Settings" lead="Your plan, invoices and payment details.">
      <ComingSoon>
        <p>
          Soon you will see your current plan and its limits here, download VAT invoices in your company&apos;s name,
          and keep your PAN/VAT number up to date.
        </p>
        <p>
          Every account is on the Free plan for now. See <Link to="/pricing">Pricing</Link> for the plans on their way.
        </p>
      </ComingSoon>
    </EmployerPage>
  );
}
