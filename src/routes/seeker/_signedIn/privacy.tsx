import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { dataOrThrow } from '@/api/answer';
import { failureFromThrown } from '@/api/error-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { pageHead } from '@/components/page-head';
import { t } from '@/domain/i18n/i18n';
import { useSeekerSession, useSignedInSeeker } from '@/session/seeker-context';
import { saveFile } from '@/components/save-file';
import { seekerSettingsQuery } from '../-components/seeker-queries';

/**
 * "My data": the job seeker's privacy rights (docs/seekers.md "Privacy"): download everything, or erase it; and the
 * switch of the e-mails about their applications (docs/seekers.md "E-mails").
 */
export const Route = createFileRoute('/seeker/_signedIn/privacy')({
  head: () => pageHead('pageTitle.seekerPrivacy'),
  component: SeekerPrivacyPage,
});

/** The file's name: the product's, so it is found again among downloads. */
const FILE_NAME = 'jagir-my-data.json';

function SeekerPrivacyPage() {
  const session = useSeekerSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);

  const download = useMutation({
    mutationFn: async () => dataOrThrow(await session.client.GET('/api/seeker/privacy/export/', {})),
    onSuccess: (data) => {
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), FILE_NAME);
    },
    onError: (error) => toast.error(t('seeker.privacy.downloadFailed'), { description: failureFromThrown(error).message }),
  });

  const erase = useMutation({
    mutationFn: async () => dataOrThrow(await session.client.POST('/api/seeker/privacy/delete/', { body: { confirm: true } })),
    onSuccess: async () => {
      // The server ended every session; this device forgets its own and the answers it kept.
      await session.signOut();
      queryClient.clear();
      toast.success(t('seeker.privacy.deleted'));
      void navigate({ to: '/', replace: true });
    },
    onError: (error) => {
      setAsking(false);
      toast.error(t('seeker.privacy.deleteFailed'), { description: failureFromThrown(error).message });
    },
  });

  return (
    <div className="stack">
      <header className="seeker__intro">
        <h1>{t('seeker.privacy.title')}</h1>
        <p className="muted">{t('seeker.privacy.intro')}</p>
      </header>

      <StatusEmails />

      <section className="card stack" aria-labelledby="seeker-download">
        <h2 id="seeker-download">{t('seeker.privacy.downloadHeading')}</h2>
        <p>{t('seeker.privacy.downloadBody')}</p>
        <p>
          <button type="button" className="btn btn--secondary" onClick={() => download.mutate()} disabled={download.isPending}>
            {t('seeker.privacy.download')}
          </button>
        </p>
      </section>

      <section className="card stack" aria-labelledby="seeker-delete">
        <h2 id="seeker-delete">{t('seeker.privacy.deleteHeading')}</h2>
        <p>{t('seeker.privacy.deleteBody')}</p>
        <p>
          <button type="button" className="btn btn--secondary" onClick={() => setAsking(true)}>
            {t('seeker.privacy.delete')}
          </button>
        </p>
      </section>

      <p className="muted">
        <Link to="/privacy">{t('seeker.privacy.policy')}</Link>
      </p>

      {asking ? (
        <ConfirmDialog
          title={t('seeker.privacy.deleteTitle')}
          confirmLabel={t('seeker.privacy.deleteConfirm')}
          cancelLabel={t('seeker.privacy.keep')}
          busy={erase.isPending}
          onConfirm={() => erase.mutate()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('seeker.privacy.deleteWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** The switch of the e-mails sent when an application moves; saved as soon as it is changed. */
function StatusEmails() {
  const session = useSeekerSession();
  const seeker = useSignedInSeeker()!;
  const queryClient = useQueryClient();
  const settings = seekerSettingsQuery(session.client, seeker.seeker.id);
  const { data } = useQuery(settings);
  const save = useMutation({
    mutationFn: async (on: boolean) =>
      dataOrThrow(await session.client.PATCH('/api/seeker/settings/', { body: { status_emails: on } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(settings.queryKey, saved);
      toast.success(saved.status_emails ? t('seeker.privacy.emailsOn') : t('seeker.privacy.emailsOff'));
    },
    onError: (error) => toast.error(t('seeker.privacy.emailsFailed'), { description: failureFromThrown(error).message }),
  });
  const on = save.isPending ? save.variables : data?.status_emails;
  return (
    <section className="card stack" aria-labelledby="seeker-emails">
      <h2 id="seeker-emails">{t('seeker.privacy.emailsHeading')}</h2>
      <p>{t('seeker.privacy.emailsBody')}</p>
      <p>
        <label className="check">
          <input
            type="checkbox"
            checked={on ?? false}
            disabled={data === undefined || save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
          {t('seeker.privacy.emailsToggle')}
        </label>
      </p>
    </section>
  );
}
