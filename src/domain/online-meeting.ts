/**
 * A booking's online meeting (booking meta `online_meeting`): the conference a connected
 * provider made for it (Google Meet, Microsoft Teams, Zoom), with the link the guest joins by.
 * Pure: reads a stored value back, refusing anything that is not a well-formed meeting.
 */

export const MEETING_PROVIDERS = ['google_meet', 'microsoft_teams', 'zoom'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

export interface OnlineMeeting {
  provider: MeetingProvider;
  join_url: string;
  passcode?: string;
  external_id?: string;
}

/** The location types (FluentBooking's conferencing kinds) that ask for a provider's meeting. */
export const MEETING_LOCATION_TYPES: Readonly<Record<string, MeetingProvider>> = {
  google_meet: 'google_meet',
  ms_teams: 'microsoft_teams',
  zoom_meeting: 'zoom',
};

export const MEETING_LABELS: Readonly<Record<MeetingProvider, string>> = {
  google_meet: 'Google Meet',
  microsoft_teams: 'Microsoft Teams',
  zoom: 'Zoom',
};

const MAX_URL = 2048;
const MAX_TEXT = 200;

function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

const shortText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
    ? // eslint-disable-next-line no-control-regex
      value.replace(/[\u0000-\u001f\u007f]/g, '')
    : undefined;

/** The meeting in a stored or received value; null when it is not a usable meeting. */
export function readOnlineMeeting(value: unknown): OnlineMeeting | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const provider = MEETING_PROVIDERS.find((p) => p === v.provider);
  const joinUrl = httpsUrl(v.join_url);
  if (!provider || !joinUrl) return null;
  const passcode = shortText(v.passcode);
  const externalId = shortText(v.external_id);
  return {
    provider,
    join_url: joinUrl,
    ...(passcode ? { passcode } : {}),
    ...(externalId ? { external_id: externalId } : {}),
  };
}

/** How mails and invitations say where to join: the link, then the passcode if any. */
export function meetingText(meeting: OnlineMeeting): string {
  const label = MEETING_LABELS[meeting.provider];
  return meeting.passcode
    ? `${label}: ${meeting.join_url} (passcode: ${meeting.passcode})`
    : `${label}: ${meeting.join_url}`;
}
