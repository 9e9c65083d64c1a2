import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';

export const Route = createFileRoute('/terms')({
  head: () => pageHead('pageTitle.terms'),
  component: TermsPage,
});

function TermsPage() {
  const { productName, legalName, contactEmail } = branding;
  return (
    <>
      <PageIntro eyebrow="Legal" title="Terms of Service">
        The rules for using {productName}. Last updated 22 November 2026.
      </PageIntro>
      <article className="container page prose">
        <h2>1. Who we are</h2>
        <p>
          {productName} is operated by {legalName}, a private limited company registered in Nepal (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;). These terms form an agreement between us and you, the person or organisation using{' '}
          {productName} (&ldquo;you&rdquo;). By creating an account or using the site you accept them.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>Give true and current information about yourself and your company, and keep it up to date.</li>
          <li>
            Keep your password secret and tell us at once at <a href={`mailto:${contactEmail}`}>{contactEmail}</a> if
            you think someone else has used your account. You are responsible for what happens under your login.
          </li>
          <li>
            To protect accounts we pause sign-in for a short time after repeated failed attempts, and we may ask you to
            verify your e-mail address with a one-time code.
          </li>
        </ul>

        <h2>3. Posting jobs</h2>
        <ul>
          <li>Post only real vacancies that you are authorised to fill, with an honest description and salary.</li>
          <li>
            Jobs must comply with the laws of Nepal, including the Labour Act, 2074 (2017), minimum wage rules, and
            the Child Labour (Prohibition and Regulation) Act. Recruitment for work abroad requires a licence under the
            Foreign Employment Act, 2064 (2007).
          </li>
          <li>
            Do not discriminate on grounds of caste, ethnicity, religion, gender, disability, marital status or
            origin, except where the law expressly allows it.
          </li>
          <li>Never ask job seekers for money, deposits or documents unrelated to the job in order to apply.</li>
        </ul>

        <h2>4. Candidate information</h2>
        <p>
          When job seekers apply to you, or you find them through search, you receive personal information. Use it
          only to recruit for the role concerned, keep it secure, do not sell or pass it on, and delete it when you
          no longer need it, as the Privacy Act, 2075 (2018) requires. Our <Link to="/privacy">Privacy Policy</Link>{' '}
          explains how we handle it.
        </p>

        <h2>5. Plans and payment</h2>
        <p>
          Some features need a paid plan. Prices are shown in Nepali rupees (NPR) and exclude 13% VAT, which is added
          on the tax invoice issued in your company&apos;s name and PAN/VAT number. Payments are taken through
          licensed payment providers operating in Nepal. Unless the law requires otherwise, fees already paid for a
          billing period are not refundable, but you may cancel at any time to stop the next renewal.
        </p>

        <h2>6. Acceptable use</h2>
        <p>
          Do not misuse {productName}: no scraping, spam, fake profiles, attempts to break our security, or content
          that is unlawful, misleading, hateful or infringes someone else&apos;s rights. We may remove content that
          breaks these terms.
        </p>

        <h2>7. Suspension and closing your account</h2>
        <p>
          You may delete your account from your settings at any time. We may suspend or close an account that breaks
          these terms or the law, and where possible we will tell you why first.
        </p>

        <h2>8. Our responsibility</h2>
        <p>
          We work hard to keep {productName} available and accurate, but we provide it &ldquo;as is&rdquo;. We do not
          employ the candidates or guarantee a hire, and we are not a party to employment contracts between employers
          and job seekers. To the extent the law allows, our total liability to you is limited to the fees you paid us
          in the three months before the claim.
        </p>

        <h2>9. Law and disputes</h2>
        <p>
          These terms are governed by the laws of Nepal. We will first try to settle any dispute with you in good
          faith; failing that, the courts of Kathmandu have jurisdiction.
        </p>

        <h2>10. Changes and contact</h2>
        <p>
          We may update these terms; if a change matters, we will tell you by e-mail or in the portal before it takes
          effect. Questions: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or our{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </article>
    </>
  );
}
