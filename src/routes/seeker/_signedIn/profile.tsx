import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '@/components/page-head';
import { SeekerProfilePage } from '../-components/profile-page';

/** "My profile": the job seeker edits what employers see of them (docs/seekers.md "Profile"). */
export const Route = createFileRoute('/seeker/_signedIn/profile')({
  head: () => pageHead('pageTitle.seekerProfile'),
  component: SeekerProfilePage,
});
