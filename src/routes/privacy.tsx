import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead('pageTitle.privacy'),
  component: PrivacyPage,
});

function PrivacyPage() {
  const { productName, legalName, contactEmail } = branding;
  return (
    <>
      <PageIntro eyebrow="Legal" title="Privacy Policy">
        What we collect, why, and the choices you have. Last updated 22 November 2026.
      </PageIntro>
      <article className="container page prose">
        <h2>Who is responsible</h2>
        <p>
          {legalName}, registered in Nepal, runs {productName} and is responsible for your personal information. We
          handle it in line with the Privacy Act, 2075 (2018) and the Privacy Regulation, 2077 (2020). Contact us
          about privacy at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, company name, industry, logo, description, website,
            contact person and contact number.
          </li>
          <li>
            <strong>What you create:</strong> job posts, messages, interview schedules, notes on candidates and support
            requests.
          </li>
          <li>
            <strong>Job seekers&apos; profiles:</strong> name, contact details, skills, experience, education, location
            and résumé, which they choose to share with employers.
          </li>
          <li>
            <strong>Payments:</strong> plan, invoices and your PAN/VAT number. Payment providers such as Khalti and
            eSewa process the payment itself; we never see your wallet PIN or card number.
          </li>
          <li>
            <strong>Security records:</strong> sign-in times, failed attempts and the network address they came from,
            so we can stop people guessing passwords.
          </li>
        </ul>

        <h2>Why we use it</h2>
        <ul>
          <li>To run your account and show your jobs to suitable candidates, and candidates to you.</li>
          <li>To compute match scores between jobs and job seekers.</li>
          <li>To send the e-mails you need: verification codes, password resets, and the notices you switch on.</li>
          <li>To keep {productName} secure, prevent fraud and meet our legal and tax duties.</li>
        </ul>
        <p>We do not sell personal information, and we do not use it for advertising by third parties.</p>

        <h2>Who sees it</h2>
        <p>
          Employers see the profiles of job seekers who apply to them or are open to work; job seekers see the
          company profile and jobs of employers. We share data with service providers who host our servers, deliver
          e-mail and process payments, under contracts that oblige them to protect it, and with authorities only when
          Nepal&apos;s law requires it.
        </p>

        <h2>How we protect it</h2>
        <p>
          Connections are encrypted. Passwords are stored only as strong one-way hashes, and sign-in tokens are stored
          hashed. Staff access is limited to what their work needs.
        </p>

        <h2>What stays on your device</h2>
        <p>
          Your browser keeps your sign-in token and account record so you stay signed in, your e-mail address if you
          tick &ldquo;Remember my email&rdquo;, and a copy of your company profile for quick display. Signing out
          removes them. The installed app also keeps copies of our public pages so they open offline; it does not store
          your private account data for offline use.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep your information while your account is open. When you delete your account we remove your personal
          data, except records we must keep by law, such as tax invoices, which we keep for the period the law sets.
        </p>

        <h2>Your rights</h2>
        <p>
          Under the Privacy Act, 2075 you may ask to see the information we hold about you, have it corrected, or have
          it deleted, and you may withdraw consent you have given. You can edit your profile in your settings and
          delete your account there at any time. For anything else, write to{' '}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>; we answer within 30 days.
        </p>

        <h2>Changes</h2>
        <p>
          If we change this policy in a way that matters, we will tell you by e-mail or in the portal first. See also
          our <Link to="/terms">Terms of Service</Link>.
        </p>
      </article>
    </>
  );
}
