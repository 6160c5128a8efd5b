/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/** The guest's booking page (`/booking/<hash>`): see it, cancel it, move it. */
import { formatters } from './dates.js';
import { $, TAKEN, api, zoneText } from './dom.js';
import { createPicker } from './picker.js';
import type { Picker } from './picker.js';
import { createPrefs } from './prefs.js';
import type { Booking, BookingConfig, Saved, Slot } from './types.js';

// ---- the guest's booking ----

export function manageBooking(config: BookingConfig): void {
  const when = document.getElementById('booking-when');
  const status = $('manage-status');
  const alert = $('manage-alert');
  let chosen: Slot | null = null;
  let picker: Picker | null = null;

  const prefs = createPrefs(null, (what) => {
    renderWhen();
    if (what === 'zone') void picker?.reload();
    else picker?.redraw();
  });

  function renderWhen(): void {
    if (!when) return;
    when.textContent = formatters(prefs).when(when.dataset.start ?? '', when.dataset.end ?? '');
    $('booking-zone').textContent = `(${zoneText(prefs.zone)})`;
  }
  renderWhen();

  const opener = (id: string) => document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);

  function toggle(id: string, open: boolean): void {
    const panel = document.getElementById(id);
    if (!panel) return;
    panel.hidden = !open;
    opener(id)?.setAttribute('aria-expanded', String(open));
    if (open) panel.querySelector('h2')?.focus();
  }

  function openCancel(): void {
    toggle('reschedule-panel', false);
    toggle('cancel-panel', true);
  }

  function openReschedule(): void {
    toggle('cancel-panel', false);
    toggle('reschedule-panel', true);
    if (picker) return;
    picker = createPicker({
      eventHash: config.eventHash,
      prefs,
      duration: () => config.duration,
      spots: false,
      onPick: (slot) => {
        chosen = slot;
        const text = formatters(prefs).when(slot.start_utc, slot.end_utc);
        $('reschedule-form').hidden = false;
        $('new-time').textContent = `New time: ${text} (${zoneText(prefs.zone)})`;
        $('new-time').focus();
      },
    });
    void picker.start();
  }

  document.getElementById('open-cancel')?.addEventListener('click', openCancel);
  document.getElementById('open-reschedule')?.addEventListener('click', openReschedule);
  document.querySelectorAll<HTMLElement>('[data-close]').forEach((button) =>
    button.addEventListener('click', () => {
      const id = button.dataset.close ?? '';
      toggle(id, false);
      opener(id)?.focus();
    }),
  );
  document.getElementById('change-new-time')?.addEventListener('click', () => {
    $('reschedule-form').hidden = true;
    if (chosen) picker?.focusSlot(chosen.start_utc);
  });

  function updated(booking: Booking, message: string): void {
    const badge = $('booking-status');
    badge.textContent = booking.booking_status_text;
    badge.className = `badge badge-${booking.status}`;
    if (when) {
      when.dataset.start = booking.start_time_iso;
      when.dataset.end = booking.end_time_iso;
    }
    renderWhen();
    toggle('cancel-panel', false);
    toggle('reschedule-panel', false);
    if (booking.status === 'cancelled') {
      document.getElementById('open-cancel')?.remove();
      document.getElementById('open-reschedule')?.remove();
      // A cancelled booking offers no calendar entry to add.
      document.getElementById('add-to-calendar')?.remove();
    }
    alert.textContent = '';
    status.textContent = message;
    status.focus();
  }

  async function cancel(): Promise<void> {
    const reason = ($('cancel-reason') as HTMLTextAreaElement).value.trim();
    const res = await api<{ booking: Booking }>('POST', `/bookings/${config.hash}/cancel`, {
      ...(reason ? { cancellation_reason: reason } : {}),
    });
    if (res.ok) updated(res.data.booking, 'Your booking has been cancelled.');
    else alert.textContent = res.message;
  }

  async function reschedule(slot: Slot): Promise<void> {
    const reason = ($('reschedule-reason') as HTMLTextAreaElement).value.trim();
    const res = await api<Saved>('POST', `/bookings/${config.hash}/reschedule`, {
      start_utc: slot.start_utc,
      timezone: prefs.zone,
      ...(reason ? { rescheduling_reason: reason } : {}),
    });
    if (res.ok) {
      $('reschedule-form').hidden = true;
      const b = res.data.booking;
      const text = formatters(prefs).when(b.start_time_iso, b.end_time_iso);
      updated(b, `Your booking has been moved to ${text}.`);
    } else if (res.code === 'slot_unavailable') {
      $('reschedule-form').hidden = true;
      await picker?.refresh();
      picker?.warn(TAKEN);
      picker?.focusTimes();
    } else {
      alert.textContent = res.message;
    }
  }

  document.getElementById('cancel-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    void cancel();
  });
  document.getElementById('reschedule-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (chosen) void reschedule(chosen);
  });

  const wanted = new URLSearchParams(location.search).get('type');
  if (wanted === 'cancel' && document.getElementById('open-cancel')) openCancel();
  if (wanted === 'reschedule' && document.getElementById('open-reschedule')) openReschedule();
}
