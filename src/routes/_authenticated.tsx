import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAppQueryClient } from '@/app-query-client';
import { EmployerNav } from './_authenticated/-components/employer-nav';

/** Pathless layout of the employer and settings routes (docs/requirements.md §2): logged-out visitors go to /login. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context }) => {
    if (!context.session.isAuthenticated) throw redirect({ to: '/login', replace: true });
  },
  component: EmployerLayout,
});

function EmployerLayout() {
  const queryClient = useAppQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <div className="employer">
        <EmployerNav />
        <div className="employer__content">
          <Outlet />
        </div>
      </div>
    </QueryClientProvider>
  );
}
