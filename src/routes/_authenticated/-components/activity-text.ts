// How the portal tells an entry of the activity log: a sentence per operation (`activity.action.<operationId>`),
// and a generic one for an action it has no words for yet.
import { t, type MessageKeyWith } from '@/domain/i18n/i18n';
import { formatDateTime } from './date-time';

const ACTION_KEYS: Partial<Record<string, MessageKeyWith>> = {
  // The team's own events (docs/teams.md "Activity log").
  'member.joined': 'activity.action.member.joined',
  updateCompanyProfile: 'activity.action.updateCompanyProfile', updateHrProfile: 'activity.action.updateHrProfile',
  uploadCompanyLogo: 'activity.action.uploadCompanyLogo',
  uploadProfilePicture: 'activity.action.uploadProfilePicture', createJob: 'activity.action.createJob',
  replaceJob: 'activity.action.replaceJob', updateJob: 'activity.action.updateJob',
  deleteJob: 'activity.action.deleteJob', featureJob: 'activity.action.featureJob',
  replaceJobScorecard: 'activity.action.replaceJobScorecard',
  updateApplicationStatus: 'activity.action.updateApplicationStatus',
  postApplicationStatus: 'activity.action.postApplicationStatus', submitScorecard: 'activity.action.submitScorecard',
  createApplicationComment: 'activity.action.createApplicationComment',
  saveApplicant: 'activity.action.saveApplicant', updateSavedApplicant: 'activity.action.updateSavedApplicant',
  removeSavedApplicant: 'activity.action.removeSavedApplicant',
  postRemoveSavedApplicant: 'activity.action.postRemoveSavedApplicant',
  postSwipeDecision: 'activity.action.postSwipeDecision', startConversation: 'activity.action.startConversation',
  sendMessage: 'activity.action.sendMessage', markConversationRead: 'activity.action.markConversationRead',
  createCalendarEvent: 'activity.action.createCalendarEvent',
  updateCalendarEvent: 'activity.action.updateCalendarEvent',
  rotateCalendarFeed: 'activity.action.rotateCalendarFeed', deleteCalendarFeed: 'activity.action.deleteCalendarFeed',
  updateBillingDetails: 'activity.action.updateBillingDetails', startCheckout: 'activity.action.startCheckout',
  confirmPayment: 'activity.action.confirmPayment', decideTestPayment: 'activity.action.decideTestPayment',
  updateTeamMe: 'activity.action.updateTeamMe', updateTeamMember: 'activity.action.updateTeamMember',
  removeTeamMember: 'activity.action.removeTeamMember', transferOwnership: 'activity.action.transferOwnership',
  createTeamInvitation: 'activity.action.createTeamInvitation',
  revokeTeamInvitation: 'activity.action.revokeTeamInvitation',
  resendTeamInvitation: 'activity.action.resendTeamInvitation',
  updateNotificationSettings: 'activity.action.updateNotificationSettings',
  revokeSession: 'activity.action.revokeSession', revokeOtherSessions: 'activity.action.revokeOtherSessions',
};

/** "changed a job": what the member did, after their name. */
export function actionSentence(action: string): string {
  const key = ACTION_KEYS[action];
  return key ? t(key) : t('activity.action.generic', { action });
}

/** When, in the product's format: the AD date with its BS date, and the time in Nepal. */
export const whenText = (iso: string) => formatDateTime(iso);
