import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  INSPECTION_MESSAGES,
  type ReportSignature,
  SIGNING_CONSENT_TEXT,
  SIGNING_EXPLANATION,
  type SigningView,
} from '#shared/inspections/inspection-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { SignReportPage } from './sign-report-page';

const PATH = '/sign/:token';
const TOKEN = 'sign-token';
const LINK = `/api/sign/${TOKEN}`;
const SHA = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2';
const WALLS = '0b6e2f5a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
const FLOOR = '1c7f3a6b-2d3e-4f5a-9b0c-1d2e3f4a5b6c';
const WINDOWS = '2d8a4b7c-3e4f-4a6b-8c1d-2e3f4a5b6c7d';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

const VIEW: SigningView = {
  status: 'open',
  renterName: 'Jamie Renter',
  place: { name: 'Maple Court 4B', address: '12 Maple Court, Arlington' },
  email: 'owner@example.com',
  expiresAt: '2026-06-10T12:00:00.000Z',
  codeSentAt: null,
  rooms: [
    {
      id: 'e1a2b3c4-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
      name: 'Kitchen',
      items: [
        {
          id: WALLS,
          name: 'Walls',
          rating: {
            condition: 'damaged',
            comment: 'Hole by the fridge',
            ratedAt: '2026-06-01T10:00:00.000Z',
          },
          photos: [
            {
              id: 'f1a2b3c4-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
              receivedAt: '2026-06-01T10:00:00.000Z',
              sha256: SHA,
              width: 1600,
              height: 1200,
              urls: { thumb: `${LINK}/photos/p1/thumb`, large: `${LINK}/photos/p1/large` },
              markup: {
                shapes: [{ kind: 'ellipse', color: 'red', x: 0.2, y: 0.2, width: 0.3, height: 0.3 }],
                sha256: SHA,
                updatedAt: '2026-06-01T10:05:00.000Z',
              },
              addendum: false,
            },
          ],
          videos: [
            {
              id: 'a9b8c7d6-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
              receivedAt: '2026-06-01T10:10:00.000Z',
              sha256: SHA,
              durationMs: 75_000,
              width: 1280,
              height: 720,
              urls: { poster: `${LINK}/videos/v1/poster`, stream: `${LINK}/videos/v1/stream` },
              addendum: false,
            },
          ],
        },
        {
          id: FLOOR,
          name: 'Floor',
          rating: { condition: 'good', comment: '', ratedAt: '2026-06-01T10:00:00.000Z' },
          photos: [],
          videos: [],
        },
      ],
    },
    {
      id: 'e2b3c4d5-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      name: 'Bedroom',
      items: [{ id: WINDOWS, name: 'Windows', rating: null, photos: [], videos: [] }],
    },
  ],
  areas: [
    {
      name: 'Hallway',
      photos: [
        {
          id: 'b4c5d6e7-5d6e-4f7a-8b9c-0d1e2f3a4b5c',
          receivedAt: '2026-06-01T10:20:00.000Z',
          sha256: SHA,
          width: 1200,
          height: 1600,
          urls: { thumb: `${LINK}/photos/p2/thumb`, large: `${LINK}/photos/p2/large` },
          markup: null,
          addendum: false,
        },
      ],
      videos: [],
    },
  ],
  signatures: [],
  pdfUrl: `${LINK}/pdf`,
};

const SIGNATURE: ReportSignature = {
  id: '3e9b5c8d-4f5a-4b7c-9d2e-3f4a5b6c7d8e',
  role: 'landlord',
  method: 'email-code',
  name: 'Pat Owner',
  email: 'owner@example.com',
  companyName: null,
  signedAt: '2026-06-04T09:30:00.000Z',
  reportSha256: 'c'.repeat(64),
  manifestSha256: 'd'.repeat(64),
  disagreements: [{ itemId: FLOOR, room: 'Kitchen', item: 'Floor', comment: 'Scratched by the door' }],
};

/** The link's answers; `state.sent` holds each signature posted, `state.codes` the codes asked for. */
function serve(view: SigningView = VIEW) {
  const state = { sent: [] as unknown[], codes: 0 };
  server.use(
    http.get(LINK, () => HttpResponse.json(view)),
    http.post(`${LINK}/code`, () => {
      state.codes += 1;
      return HttpResponse.json(
        { sentTo: 'o***r@example.com', expiresAt: '2026-06-04T09:40:00.000Z' },
        { status: 202 },
      );
    }),
    http.post(LINK, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      state.sent.push(body);
      if (body.code !== '246810') {
        return HttpResponse.json(
          { error: { code: 'SIGNING_CODE_WRONG', message: INSPECTION_MESSAGES.codeWrong } },
          { status: 400 },
        );
      }
      return HttpResponse.json({ signature: SIGNATURE }, { status: 201 });
    }),
  );
  return state;
}

const open = () => renderRoute(<SignReportPage />, { path: PATH, url: `/sign/${TOKEN}` });

/** The message under a field, read through its aria-describedby. */
function fieldError(field: HTMLElement) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
}

describe('the signing page', () => {
  it('says what is asked and what signing means, then shows the report room by room', async () => {
    serve();
    const { user } = open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign the move-in report for Maple Court 4B' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText(
        'Jamie Renter asks you to review the condition of Maple Court 4B at move-in and sign it.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(SIGNING_EXPLANATION)).toBeTruthy();
    expect(screen.getByText(`This link works until ${longDate(VIEW.expiresAt!)}.`)).toBeTruthy();

    const kitchen = screen.getByRole('region', { name: 'Kitchen' });
    const walls = within(kitchen).getByRole('listitem', { name: 'Walls' });
    expect(within(walls).getByText('Damaged')).toBeTruthy();
    expect(within(walls).getByText('Hole by the fridge')).toBeTruthy();
    expect(within(walls).getByTitle('Clip 1 of Kitchen, Walls')).toBeTruthy();
    expect(within(walls).getByText('Length')?.parentElement?.textContent).toBe('Length 1:15');
    expect(within(within(kitchen).getByRole('listitem', { name: 'Floor' })).getByText('Good')).toBeTruthy();
    // Items with nothing recorded are folded under one line that names them, and open on a tap.
    const bedroom = screen.getByRole('region', { name: 'Bedroom' });
    const summary = within(bedroom).getByText('Not rated:').closest('summary')!;
    expect(summary.textContent).toBe('Not rated: Windows');
    const fold = summary.closest('details')!;
    expect(fold.open).toBe(false);
    await user.click(summary);
    expect(fold.open).toBe(true);
    expect(within(fold).getByRole('checkbox', { name: 'I disagree about Bedroom, Windows' })).toBeTruthy();
    // The report signed holds the place's photos of no item too, so the signer sees them after the rooms.
    const others = screen.getByRole('region', { name: 'Other move-in photos and clips' });
    const hallway = within(others).getByRole('listitem', { name: 'Hallway' });
    expect(within(hallway).getByRole('heading', { level: 3, name: 'Hallway' })).toBeTruthy();
    expect(
      within(hallway)
        .getByRole('button', { name: 'Enlarge photo 1 of Hallway' })
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(`${LINK}/photos/p2/large`);

    await user.click(
      within(walls).getByRole('button', { name: 'Enlarge photo 1 of Kitchen, Walls, with markup' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of Kitchen, Walls' });
    const large = within(dialog).getByRole('img', {
      name: 'Photo 1 of Kitchen, Walls, with the renter’s markup',
    });
    expect(large.getAttribute('src')).toBe(`${LINK}/photos/p1/large`);
    expect(within(dialog).getByText(SHA)).toBeTruthy();
  });

  it('checks the form with the shared schema, says each problem at its field and focuses the first', async () => {
    const state = serve();
    const { user } = open();
    const floor = await screen.findByRole('listitem', { name: 'Floor' });
    await user.click(within(floor).getByRole('checkbox', { name: 'I disagree about Kitchen, Floor' }));

    await user.click(screen.getByRole('button', { name: 'Sign the report' }));
    const note = within(floor).getByRole('textbox', { name: /What do you disagree with\?/ });
    expect(fieldError(note)).toBe('Please say what you disagree with, or remove the note.');
    expect(document.activeElement).toBe(note);
    expect(fieldError(screen.getByLabelText('Full name'))).toBe(INSPECTION_MESSAGES.signerName);
    expect(fieldError(screen.getByLabelText('6-digit code from the email'))).toBe(INSPECTION_MESSAGES.code);
    expect(fieldError(screen.getByRole('checkbox', { name: SIGNING_CONSENT_TEXT }))).toBe(
      INSPECTION_MESSAGES.consent,
    );
    expect(screen.getByRole('alert').textContent).toContain(INSPECTION_MESSAGES.signerName);
    expect(state.sent).toEqual([]);

    await user.click(within(floor).getByRole('checkbox', { name: 'I disagree about Kitchen, Floor' }));
    await user.click(screen.getByRole('button', { name: 'Sign the report' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('sends a code, shows a wrong code at the code field, then signs and shows the signed report', async () => {
    const state = serve();
    const { user } = open();
    const floor = await screen.findByRole('listitem', { name: 'Floor' });
    await user.click(within(floor).getByRole('checkbox', { name: 'I disagree about Kitchen, Floor' }));
    await user.type(
      within(floor).getByRole('textbox', { name: /What do you disagree with\?/ }),
      'Scratched by the door',
    );
    expect(screen.getByText('You noted 1 disagreement.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Email a code to owner@example.com' }));
    expect(
      await screen.findByText('We sent a 6-digit code to o***r@example.com. It works for 10 minutes.'),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('o***r@example.com');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(state.codes).toBe(1);

    const code = screen.getByLabelText('6-digit code from the email');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(screen.getByLabelText('Full name'), 'Pat Owner');
    await user.type(code, '111111');
    await user.click(screen.getByRole('checkbox', { name: SIGNING_CONSENT_TEXT }));
    await user.click(screen.getByRole('button', { name: 'Sign the report' }));

    await waitFor(() => expect(fieldError(code)).toBe(INSPECTION_MESSAGES.codeWrong));
    expect(document.activeElement).toBe(code);

    await user.clear(code);
    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Sign the report' }));

    const signed = await screen.findByRole('heading', { name: 'Signed' });
    expect(document.activeElement).toBe(signed);
    expect(
      screen.getByText(
        `You signed the move-in report on ${longDate(SIGNATURE.signedAt)}. A copy is on its way to owner@example.com.`,
      ),
    ).toBeTruthy();
    const signature = screen.getByRole('listitem', { name: 'Landlord: Pat Owner' });
    expect(within(signature).getByText('c'.repeat(64))).toBeTruthy();
    expect(within(signature).getByText('d'.repeat(64))).toBeTruthy();
    expect(within(signature).getByText('Scratched by the door')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the signed PDF' }).getAttribute('href')).toBe(
      `${LINK}/pdf`,
    );
    expect(screen.queryByRole('button', { name: 'Sign the report' })).toBeNull();
    expect(state.sent.at(-1)).toEqual({
      name: 'Pat Owner',
      code: '246810',
      consent: true,
      disagreements: [{ itemId: FLOOR, comment: 'Scratched by the door' }],
    });
  });

  it('shows a link already signed in its signed state', async () => {
    serve({ ...VIEW, status: 'signed', signatures: [SIGNATURE] });
    open();
    expect(await screen.findByRole('heading', { name: 'Signed' })).toBeTruthy();
    expect(
      screen.getByText(
        `You signed the move-in report on ${longDate(SIGNATURE.signedAt)}. A copy was sent to owner@example.com.`,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign the report' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /I disagree/ })).toBeNull();
  });

  it('says an expired link has expired, and an unknown one is not valid', async () => {
    server.use(
      http.get(LINK, () =>
        HttpResponse.json(
          { error: { code: 'SIGNING_LINK_EXPIRED', message: INSPECTION_MESSAGES.requestExpired } },
          { status: 410 },
        ),
      ),
    );
    const first = open();
    expect(await screen.findByRole('heading', { name: 'This signing link has expired' })).toBeTruthy();
    expect(screen.getByText('Ask the renter to send a new one.')).toBeTruthy();
    first.unmount();

    server.use(
      http.get(LINK, () =>
        HttpResponse.json(
          { error: { code: 'SIGNING_LINK_INVALID', message: INSPECTION_MESSAGES.requestInvalid } },
          { status: 404 },
        ),
      ),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'This signing link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign the report' })).toBeNull();
  });
});
