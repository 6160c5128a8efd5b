/**
 * Asked once per user (not per browser): their browser is in another zone than the one Slotbook
 * shows their times in. Either answer is stored (`zone_confirmed_at`), so it is not asked again.
 */
import { api, must } from '../api/client';
import { Feedback, useAction, useSession } from '../ui';

export default function ZoneBanner({ browser }: { browser: string }) {
  const { me, zone, reload } = useSession();
  const action = useAction();
  const answer = (timezone?: string) =>
    action
      .run(async () => {
        await must(
          api.PUT('/api/v2/users/{id}', {
            params: { path: { id: me.id } },
            body: { zone_confirmed: true, ...(timezone ? { timezone } : {}) },
          }),
        );
      })
      .then((done) => done && reload());
  return (
    <div class="card zone-banner" role="region" aria-label="Time zone">
      <p>
        Your browser is in {browser}; your Slotbook time zone is {zone}.
      </p>
      <div class="row">
        <button
          type="button"
          class="primary"
          disabled={action.busy}
          onClick={() => answer(browser)}
        >
          Use {browser}
        </button>
        <button type="button" disabled={action.busy} onClick={() => answer()}>
          Keep {zone}
        </button>
      </div>
      <Feedback error={action.error} notice={action.notice} />
    </div>
  );
}
