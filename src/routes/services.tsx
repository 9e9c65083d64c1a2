import { Link, createFileRoute } from '@tanstack/react-router';
import { Icon, type IconName } from '@/components/icons';
import { pageHead } from '@/components/page-head';
import { PageIntro } from '@/components/page-intro';
import { branding } from '@/domain/branding';
import { CLAIMED_FIGURES } from '@/domain/constants';

export const Route = createFileRoute('/services')({
  head: () => pageHead('Services'),
  component: ServicesPage,
});

const services: { icon: IconName; title: string; points: string[] }[] = [
  {
    icon: 'briefcase',
    title: 'Job posting',
    points: [
      'Write a job once with salary in NPR, job level, employment type, education and skills.',
      'Publish, pause or close it whenever you like; drafts stay private until you publish.',
      'Set a deadline and the listing closes itself on the day.',
    ],
  },
  {
    icon: 'sparkles',
    title: 'AI candidate matching',
    points: [
      'A 0–100 match score for every applicant, from skills, experience, education and location.',
      'The reasons behind each score, so you can trust it or overrule it.',
      'Sort and filter applicants by score, district, experience or status.',
    ],
  },
  {
    icon: 'mapPin',
    title: 'Location-based search',
    points: [
      `Target any of Nepal's ${CLAIMED_FIGURES.provinces} provinces and ${CLAIMED_FIGURES.districts} districts.`,
      'Candidates in the same district or province rank higher for on-site roles.',
      'Mark a job as remote to reach talent everywhere, including Nepalis working abroad.',
    ],
  },
  {
    icon: 'cards',
    title: 'Swipe screening',
    points: [
      'Go through applicants one card at a time: right to shortlist, left to pass.',
      'Undo the last decision; every gesture has a button and a keyboard key.',
      'Works on a phone as well as on a desktop.',
    ],
  },
  {
    icon: 'users',
    title: 'Applicant tracking',
    points: [
      'Move applicants from applied to shortlisted, interview, offered and hired.',
      'Reject with a reason, reconsider later, and keep a full history of every change.',
      'Save promising job seekers for future roles with a private note.',
    ],
  },
  {
    icon: 'chat',
    title: 'Messages and interviews',
    points: [
      'Message candidates from the portal; what you write offline is sent when you reconnect.',
      'Schedule interviews in person or online, with Bikram Sambat dates beside AD dates.',
      'Export interviews to your own calendar.',
    ],
  },
  {
    icon: 'shieldCheck',
    title: 'Verified company profile',
    points: [
      'Your logo, industry, description and website on every job you post.',
      'A checked profile tells job seekers your vacancy is genuine.',
      `Stand out among ${CLAIMED_FIGURES.companies} companies on ${branding.productName}.`,
    ],
  },
  {
    icon: 'headset',
    title: '24/7 support',
    points: [
      'Help with posting, billing or your account, any day of the year.',
      'Raise a ticket from your dashboard and follow the replies in one place.',
      `Or write to ${branding.contactEmail}.`,
    ],
  },
];

function ServicesPage() {
  return (
    <>
      <PageIntro eyebrow="Services" title="Everything you need to hire in Nepal">
        From the first job post to the signed offer letter, {branding.productName} covers each step of hiring, in
        {' '}{CLAIMED_FIGURES.industries} industries and every corner of the country.
      </PageIntro>
      <div className="container page">
        <ul className="grid grid--2 plain-list">
          {services.map((service) => (
            <li className="card" key={service.title}>
              <span className="icon-badge">
                <Icon name={service.icon} />
              </span>
              <h2 className="card-title">{service.title}</h2>
              <ul className="muted bullets">
                {service.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <section className="card section-gap" aria-labelledby="services-seekers">
          <h2 id="services-seekers">For job seekers</h2>
          <p className="muted">
            Looking for work? Create a free profile once and apply to verified employers across Nepal. Employers who
            match your skills and district can find you too.
          </p>
          <div className="btn-row">
            <Link to="/registration" className="btn btn--primary">
              Register as a job seeker
            </Link>
            <Link to="/jobs" className="btn btn--secondary">
              About jobs on {branding.productName}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
