import { Link, createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { EmployerPage } from '../-components/employer-page';

export const Route = createFileRoute('/_authenticated/employer/not-found')({
  head: () => pageHead('pageTitle.notFound'),
  component: EmployerNotFound,
});

function EmployerNotFound() {
  return (
    <EmployerPage title="Page not found" lead="We could not find what you were looking for. It may have moved or been removed.">
      <div className="btn-row">
        <Link to="/employer/overview" className="btn btn--primary">
          Back to Overview
        </Link>
        <Link to="/employer/support" className="btn btn--secondary">
          Get help
        </Link>
      </div>
    </EmployerPage>
  );
}
