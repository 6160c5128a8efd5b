/** `GET /book/<calendar slug>`: the host's profile and the events they share. */
import { html, segment, trusted, type Html } from './html.js';
import { layout, type AssetUrls } from './layout.view.js';
import type { Duration, EventCard, HostView } from './pages.service.js';

export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function durationText(durations: readonly Duration[]): string {
  return durations.map((d) => formatMinutes(d.minutes)).join(' / ');
}

export function priceText(durations: readonly Duration[]): string {
  const prices = [...new Set(durations.map((d) => d.price).filter((p) => p !== null))];
  if (prices.length === 0) return '';
  return prices.length === 1 && durations.every((d) => d.price !== null)
    ? (prices[0] ?? '')
    : `from ${prices[0] ?? ''}`;
}

/** A `tel:` link keeps only what dialing needs. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

export function hostHeader(host: HostView, level: 'h1' | 'p'): Html {
  const title = level === 'h1' ? html`<h1>${host.title}</h1>` : html`<p>${host.title}</p>`;
  return html`<div class="host">
    ${host.avatar ? html`<img class="avatar" src="${host.avatar}" alt="" width="96" height="96" />` : html`<span class="avatar avatar-initial" aria-hidden="true">${host.title.slice(0, 1).toUpperCase()}</span>`}
    <div class="host-text">
      ${title}${host.name ? html`<p class="host-name">${host.name}</p>` : ''}
    </div>
  </div>`;
}

function eventItem(host: HostView, event: EventCard): Html {
  const facts = [
    durationText(event.durations),
    ...event.locations,
    priceText(event.durations),
    event.seats !== null ? `Group: ${event.seats} seats per time` : '',
  ].filter(Boolean);
  return html`<li class="event-card">
    <h3>
      <a class="stretched" href="/book/${segment(host.slug)}/${segment(event.slug)}"
        >${event.title}</a
      >
    </h3>
    <p class="facts-line">${facts.join(' · ')}</p>
    ${event.descriptionHtml ? html`<div class="prose clamp">${trusted(event.descriptionHtml)}</div>` : ''}
    <span class="chevron" aria-hidden="true">›</span>
  </li>`;
}

export function landingPage(
  view: { host: HostView; events: EventCard[] },
  assets: AssetUrls,
): Html {
  const { host, events } = view;
  const body = html`<main id="main" class="landing">
    ${host.featuredImage ? html`<div class="cover"><img src="${host.featuredImage}" alt="" width="1200" height="360" /></div>` : ''}
    <header class="profile${host.featuredImage ? ' has-cover' : ''}">
      ${hostHeader(host, 'h1')}
      ${host.phone ? html`<p class="phone">Phone: <a href="${telHref(host.phone)}">${host.phone}</a></p>` : ''}
      ${host.descriptionHtml ? html`<div class="prose">${trusted(host.descriptionHtml)}</div>` : ''}
    </header>
    <section class="events" aria-labelledby="events-heading">
      <h2 id="events-heading">
        ${events.length > 0 ? 'Choose an event' : 'No events can be booked right now.'}
      </h2>
      ${
        events.length > 0
          ? html`<ul class="event-list">
              ${events.map((e) => eventItem(host, e))}
            </ul>`
          : ''
      }
    </section>
  </main>`;
  return layout({ title: `Book with ${host.title}`, assets, body, script: true });
}
