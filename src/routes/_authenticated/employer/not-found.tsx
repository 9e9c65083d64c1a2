import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/not-found')({
  head: () => pageHead('pageTitle.notFound'),
  component: EmployerNotFound,
});

function EmployerNotFound() {
  return (
    <EmployerPage title={t('shell.notFound.title')} lead={t('shell.notFound.lead')}>
      <div className="btn-row">
        <Link to="/employer/overview" className="btn btn--primary">
          {t('shell.notFound.backToOverview')}
        </Link>
        <Link to="/employer/support" className="btn btn--secondary">
          {t('shell.notFound.getHelp')}
        </Link>
      </div>
    </EmployerPage>
  );
}
