// Settings → Team (docs/teams.md "Members", "Invitations"): everyone sees the members; Owners and Admins invite,
// change roles and jobs, and remove; the Owner hands the company over. The server enforces the same rules.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { dataOrThrow, okOrThrow } from '@/api/answer';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { useOnlineOnly } from '@/components/online-only';
import { t } from '@/domain/i18n/i18n';
import { INVITABLE_ROLES, can, mayManageMember } from '@/domain/team/roles';
import { EMAIL_PATTERN } from '@/domain/validation';
import { membershipQuery, type Membership } from '@/session/membership';
import { roleLabel } from './role-gate';
import { useApi } from '@/session/session-context';
import { formatDateTime } from './date-time';
import { EmployerPage } from './employer-page';
import { QueryState } from './query-state';
import {
  formErrorsOf, teamChanged, teamInvitationsQuery, teamJobsQuery, teamMembersQuery,
  type InvitableRole, type TeamInvitation, type TeamMember,
} from './team-queries';
import './team.css';

type Job = { id: string; title: string };


export function TeamSettingsPage() {
  const api = useApi();
  const me = useQuery(membershipQuery(api));
  return (
    <EmployerPage title={t('team.title')} lead={t('team.lead')}>
      <QueryState query={me} loading={t('team.loading')}>
        {(data) => (data ? <Team me={data} /> : null)}
      </QueryState>
    </EmployerPage>
  );
}

function Team({ me }: { me: Membership }) {
  const api = useApi();
  const manage = can(me.role, 'manageMembers');
  const members = useQuery(teamMembersQuery(api));
  const jobs = useQuery(teamJobsQuery(api));
  const jobList = jobs.data ?? [];
  return (
    <>
      <section aria-labelledby="team-members" className="card stack">
        <h2 id="team-members">{t('team.membersHeading')}</h2>
        {manage ? null : <p className="muted">{t('team.viewOnly')}</p>}
        <QueryState query={members} loading={t('team.loading')}>
          {(list) => (
            <ul className="plain-list team-list" aria-label={t('team.membersCount', { n: list.length })}>
              {list.map((m) => (
                <MemberItem key={m.user_id} member={m} me={me} jobs={jobList} jobsLoading={jobs.isPending} />
              ))}
            </ul>
          )}
        </QueryState>
        {can(me.role, 'readActivity') ? (
          <p>
            <Link to="/settings/activity" className="btn btn--secondary">{t('activity.openLog')}</Link>
          </p>
        ) : null}
      </section>
      {manage ? <InviteForm jobs={jobList} jobsLoading={jobs.isPending} /> : null}
      {manage ? <PendingInvitations jobs={jobList} /> : null}
      {can(me.role, 'transferOwnership') && members.data ? <TransferOwnership members={members.data} /> : null}
    </>
  );
}

function jobTitles(ids: readonly string[], jobs: readonly Job[]): string {
  return ids.map((id) => jobs.find((j) => j.id === id)?.title ?? t('team.unknownJob')).join(', ');
}

function MemberItem({ member, me, jobs, jobsLoading }: { member: TeamMember; me: Membership; jobs: Job[]; jobsLoading: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onlineOnly = useOnlineOnly(`member-online-only-${member.user_id}`);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const editable = !member.is_you && mayManageMember(me.role, member.role);
  const name = member.full_name || member.email;
  const formId = `member-edit-${member.user_id}`;

  const remove = useMutation({
    mutationFn: async () => {
      // Already gone (removed from another device) is what was asked for.
      okOrThrow(await api.DELETE('/api/employer/team/members/{id}/', { params: { path: { id: member.user_id } } }), [404]);
    },
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('team.removed', { name }));
      void teamChanged(queryClient);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(error.message);
    },
  });

  return (
    <li className="stack team-member" data-testid="member">
      <p className="team-member__head">
        <strong className="team-member__email">{name}</strong>
        {member.is_you ? <span className="tag">{t('team.you')}</span> : null}
        <span className="tag tag--role">{roleLabel(member.role)}</span>
      </p>
      <dl className="muted pairs">
        {/* A member without a name is shown by their e-mail already. */}
        {member.full_name ? <div><dt>{t('team.email')}</dt> <dd className="team-member__email">{member.email}</dd></div> : null}
        {member.role === 'hiring_manager' ? (
          <div>
            <dt>{t('team.jobs')}</dt>{' '}
            <dd>{member.job_ids.length ? jobTitles(member.job_ids, jobs) : t('team.noJobs')}</dd>
          </div>
        ) : null}
        <div><dt>{t('team.joined')}</dt> <dd>{formatDateTime(member.joined_at)}</dd></div>
      </dl>
      {editable ? (
        <div className="btn-row">
          <button type="button" className="btn btn--secondary btn--small" aria-expanded={editing} aria-controls={editing ? formId : undefined}
            aria-label={t('team.changeNamed', { name })} onClick={() => setEditing((v) => !v)}>
            {t('team.change')}
          </button>
          <button type="button" className="btn btn--ghost btn--small" disabled={remove.isPending || onlineOnly.offline}
            aria-describedby={onlineOnly.describedBy} aria-label={t('team.removeNamed', { name })} onClick={() => setConfirming(true)}>
            {t('team.remove')}
          </button>
        </div>
      ) : null}
      {editable ? onlineOnly.note : null}
      {editing ? (
        <MemberEditForm id={formId} member={member} name={name} jobs={jobs} jobsLoading={jobsLoading} onDone={() => setEditing(false)} />
      ) : null}
      {confirming ? (
        <ConfirmDialog title={t('team.removeTitle', { name })} confirmLabel={t('team.removeConfirm')} cancelLabel={t('team.cancel')}
          busy={remove.isPending} onConfirm={() => remove.mutate()} onCancel={() => setConfirming(false)}>
          <p>{t('team.removeText', { name })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function MemberEditForm({ id, member, name, jobs, jobsLoading, onDone }: {
  id: string; member: TeamMember; name: string; jobs: Job[]; jobsLoading: boolean; onDone: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onlineOnly = useOnlineOnly(`${id}-online-only`);
  const [role, setRole] = useState<InvitableRole>(member.role === 'owner' ? 'admin' : member.role);
  const [jobIds, setJobIds] = useState<string[]>(member.job_ids);
  const [errors, setErrors] = useState<{ role?: string; job_ids?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async () => dataOrThrow(await api.PATCH('/api/employer/team/members/{id}/', {
      params: { path: { id: member.user_id } },
      body: role === 'hiring_manager' ? { role, job_ids: jobIds } : { role },
    })),
    onSuccess: (saved) => {
      toast.success(t('team.saved', { name, role: roleLabel(saved.role) }));
      void teamChanged(queryClient);
      onDone();
    },
    onError: (error) => {
      const split = formErrorsOf(error, ['role', 'job_ids'] as const);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setErrors({});
    save.mutate();
  };

  return (
    <form id={id} className="form stack team-edit" noValidate onSubmit={submit}>
      <RoleField id={`${id}-role`} value={role} error={errors.role} onChange={setRole} />
      {role === 'hiring_manager' ? (
        <JobsPicker id={`${id}-jobs`} jobs={jobs} loading={jobsLoading} value={jobIds} error={errors.job_ids} onChange={setJobIds} />
      ) : null}
      {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
      <div className="btn-row">
        <button type="submit" className="btn btn--primary btn--small" disabled={save.isPending || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}>
          {save.isPending ? t('team.saving') : t('team.save')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
          {t('team.cancel')}
        </button>
      </div>
      {onlineOnly.note}
    </form>
  );
}

function RoleField({ id, value, error, onChange }: { id: string; value: InvitableRole; error?: string; onChange: (role: InvitableRole) => void }) {
  return (
    <FormField id={id} label={t('team.role')} hint={t(`team.roleHint.${value}`)} error={error} required>
      <select className="select" value={value} onChange={(e) => onChange(e.target.value as InvitableRole)}>
        {INVITABLE_ROLES.map((r) => (
          <option key={r} value={r}>{roleLabel(r)}</option>
        ))}
      </select>
    </FormField>
  );
}

/** The jobs a hiring manager may see, as checkboxes. */
function JobsPicker({ id, jobs, loading, value, error, onChange }: {
  id: string; jobs: Job[]; loading: boolean; value: string[]; error?: string; onChange: (ids: string[]) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="team-jobs" aria-describedby={error ? errorId : undefined}>
      <legend>{t('team.jobsLegend')}</legend>
      {loading ? (
        <p className="loading" role="status">{t('team.jobsLoading')}</p>
      ) : jobs.length === 0 ? (
        <p className="muted">{t('team.jobsNone')}</p>
      ) : (
        <ul className="plain-list team-jobs__list">
          {jobs.map((job) => (
            <li key={job.id}>
              <label className="check" htmlFor={`${id}-${job.id}`}>
                <input id={`${id}-${job.id}`} type="checkbox" checked={value.includes(job.id)}
                  onChange={(e) => onChange(e.target.checked ? [...value, job.id] : value.filter((j) => j !== job.id))} />
                {job.title}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? <p id={errorId} className="field-error">{error}</p> : null}
    </fieldset>
  );
}

function InviteForm({ jobs, jobsLoading }: { jobs: Job[]; jobsLoading: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onlineOnly = useOnlineOnly('invite-online-only');
  const id = useId();
  const [email, setEmail] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const [role, setRole] = useState<InvitableRole>('recruiter');
  const [jobIds, setJobIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ email?: string; role?: string; job_ids?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: async () => dataOrThrow(await api.POST('/api/employer/team/invitations/', {
      body: role === 'hiring_manager' ? { email: email.trim(), role, job_ids: jobIds } : { email: email.trim(), role },
    })),
    onSuccess: (sent) => {
      toast.success(t('team.invited', { email: sent.email }));
      setEmail('');
      setJobIds([]);
      void teamChanged(queryClient);
    },
    onError: (error) => {
      const split = formErrorsOf(error, ['email', 'role', 'job_ids'] as const);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const value = email.trim();
    const emailError = !value ? t('validation.emailRequired') : EMAIL_PATTERN.test(value) ? undefined : t('validation.emailInvalid');
    setErrors({ email: emailError });
    if (emailError) {
      emailRef.current?.focus();
      return;
    }
    invite.mutate();
  };

  return (
    <section aria-labelledby="team-invite" className="card stack">
      <h2 id="team-invite">{t('team.inviteHeading')}</h2>
      <p className="muted">{t('team.inviteLead')}</p>
      <form className="form" noValidate onSubmit={submit}>
        <FormField id={`${id}-email`} label={t('team.inviteEmail')} error={errors.email} required>
          <input ref={emailRef} className="input" type="email" autoComplete="off" value={email}
            onChange={(e) => { setEmail(e.target.value); setErrors((c) => ({ ...c, email: undefined })); }} />
        </FormField>
        <RoleField id={`${id}-role`} value={role} error={errors.role} onChange={setRole} />
        {role === 'hiring_manager' ? (
          <JobsPicker id={`${id}-jobs`} jobs={jobs} loading={jobsLoading} value={jobIds} error={errors.job_ids} onChange={setJobIds} />
        ) : null}
        {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
        <div>
          <button type="submit" className="btn btn--primary" disabled={invite.isPending || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}>
            {invite.isPending ? t('team.inviting') : t('team.inviteButton')}
          </button>
          {onlineOnly.note}
        </div>
      </form>
    </section>
  );
}

function PendingInvitations({ jobs }: { jobs: Job[] }) {
  const api = useApi();
  const query = useQuery(teamInvitationsQuery(api));
  return (
    <section aria-labelledby="team-pending" className="card stack">
      <h2 id="team-pending">{t('team.pendingHeading')}</h2>
      <QueryState query={query} loading={t('team.loading')}>
        {(list) => list.length === 0 ? (
          <p className="muted">{t('team.pendingNone')}</p>
        ) : (
          <ul className="plain-list team-list" aria-labelledby="team-pending">
            {list.map((inv) => <InvitationItem key={inv.id} invitation={inv} jobs={jobs} />)}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function InvitationItem({ invitation, jobs }: { invitation: TeamInvitation; jobs: Job[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onlineOnly = useOnlineOnly(`invitation-online-only-${invitation.id}`);
  const [confirming, setConfirming] = useState(false);
  const { email } = invitation;

  const resend = useMutation({
    mutationFn: async () => dataOrThrow(await api.POST('/api/employer/team/invitations/{id}/resend/', { params: { path: { id: invitation.id } } })),
    onSuccess: () => {
      toast.success(t('team.resent', { email }));
      void teamChanged(queryClient);
    },
    onError: (error) => toast.error(error.message),
  });
  const revoke = useMutation({
    mutationFn: async () => {
      okOrThrow(await api.DELETE('/api/employer/team/invitations/{id}/', { params: { path: { id: invitation.id } } }), [404]);
    },
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('team.revoked', { email }));
      void teamChanged(queryClient);
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(error.message);
    },
  });

  return (
    <li className="stack team-member" data-testid="invitation">
      <p className="team-member__head">
        <strong className="team-member__email">{email}</strong>
        <span className="tag tag--role">{roleLabel(invitation.role)}</span>
        {invitation.expired ? <span className="tag tag--expired">{t('team.expired')}</span> : null}
      </p>
      <dl className="muted pairs">
        {invitation.role === 'hiring_manager' ? (
          <div>
            <dt>{t('team.jobs')}</dt>{' '}
            <dd>{invitation.job_ids.length ? jobTitles(invitation.job_ids, jobs) : t('team.noJobs')}</dd>
          </div>
        ) : null}
        {invitation.invited_by.full_name ? (
          <div><dt>{t('team.invitedBy')}</dt> <dd>{invitation.invited_by.full_name}</dd></div>
        ) : null}
        <div><dt>{t('team.sent')}</dt> <dd>{formatDateTime(invitation.sent_at)}</dd></div>
        <div><dt>{t('team.expires')}</dt> <dd>{formatDateTime(invitation.expires_at)}</dd></div>
      </dl>
      {invitation.expired ? <p className="hint">{t('team.expiredHint')}</p> : null}
      <div className="btn-row">
        <button type="button" className="btn btn--secondary btn--small" disabled={resend.isPending || onlineOnly.offline}
          aria-describedby={onlineOnly.describedBy} aria-label={t('team.resendNamed', { email })} onClick={() => resend.mutate()}>
          {t('team.resend')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" disabled={revoke.isPending || onlineOnly.offline}
          aria-describedby={onlineOnly.describedBy} aria-label={t('team.revokeNamed', { email })} onClick={() => setConfirming(true)}>
          {t('team.revoke')}
        </button>
      </div>
      {onlineOnly.note}
      {confirming ? (
        <ConfirmDialog title={t('team.revokeTitle', { email })} confirmLabel={t('team.revokeConfirm')} cancelLabel={t('team.cancel')}
          busy={revoke.isPending} onConfirm={() => revoke.mutate()} onCancel={() => setConfirming(false)}>
          <p>{t('team.revokeText')}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

function TransferOwnership({ members }: { members: TeamMember[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onlineOnly = useOnlineOnly('transfer-online-only');
  const others = members.filter((m) => !m.is_you);
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ user_id?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);

  const transfer = useMutation({
    mutationFn: async () => dataOrThrow(await api.POST('/api/employer/team/transfer-ownership/', { body: { user_id: userId, password } })),
    onSuccess: () => {
      const to = others.find((m) => m.user_id === userId);
      toast.success(t('team.transferred', { name: to?.full_name || to?.email || '' }));
      setPassword('');
      setUserId('');
      void teamChanged(queryClient);
    },
    onError: (error) => {
      const split = formErrorsOf(error, ['user_id', 'password'] as const);
      setErrors(split.fieldErrors);
      setFormError(split.formError);
      setPassword('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = {
      ...(userId ? {} : { user_id: t('team.transferChooseRequired') }),
      ...(password ? {} : { password: t('team.passwordRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    transfer.mutate();
  };

  return (
    <section aria-labelledby="team-transfer" className="card stack danger-zone">
      <h2 id="team-transfer">{t('team.transferHeading')}</h2>
      <p className="muted">{t('team.transferLead')}</p>
      {others.length === 0 ? (
        <p className="muted">{t('team.transferNobody')}</p>
      ) : (
        <form className="form" noValidate onSubmit={submit}>
          <FormField id="team-transfer-to" label={t('team.transferTo')} error={errors.user_id} required>
            <select className="select" value={userId} onChange={(e) => { setUserId(e.target.value); setErrors((c) => ({ ...c, user_id: undefined })); }}>
              <option value="">{t('team.transferChoose')}</option>
              {others.map((m) => (
                <option key={m.user_id} value={m.user_id}>{`${m.full_name || m.email} (${roleLabel(m.role)})`}</option>
              ))}
            </select>
          </FormField>
          <FormField id="team-transfer-password" label={t('team.transferPassword')} hint={t('team.transferPasswordHint')} error={errors.password} required>
            <input className="input" type="password" autoComplete="current-password" value={password}
              onChange={(e) => { setPassword(e.target.value); setErrors((c) => ({ ...c, password: undefined })); }} />
          </FormField>
          {formError ? <p className="form-alert" role="alert">{formError}</p> : null}
          <div>
            <button type="submit" className="btn btn--primary" disabled={transfer.isPending || onlineOnly.offline} aria-describedby={onlineOnly.describedBy}>
              {transfer.isPending ? t('team.transferring') : t('team.transferButton')}
            </button>
            {onlineOnly.note}
          </div>
        </form>
      )}
    </section>
  );
}
