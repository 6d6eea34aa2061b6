// Messages, configuration and personal centre, client entry: the personal centre (/personal: profile, avatar,
// password, phone and email with a code, digest subscription, calendar feed, UKey) and the release-log dialog. Message settings, global
// configuration and dictionaries are schema screens on the platform's list page.
import type { ClientModule } from '../../client/modules';

export const notifyClient: ClientModule = {
  name: 'notify',
  pages: {
    notifyPersonal: () => import('./client/PersonalCentrePage'),
  },
  // The newest release's notes, once per user (shown by the shell after sign-in).
  shellExtras: [() => import('./client/ReleaseLogDialog')],
};
