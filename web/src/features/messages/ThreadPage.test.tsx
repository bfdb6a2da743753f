import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { i18n } from '../../shared/i18n';
import {
  deleteMessage,
  editMessage,
  loadOlderMessages,
  markRead,
  sendMessage,
  subscribeMessages,
  uploadAttachment,
  useConversation,
} from './api';
import type { Conversation, Message } from './converters';
import {
  conversationOf,
  CUSTOMER,
  liveSuccess,
  messageOf,
  PROVIDER,
  renderAt,
  signedInAs,
} from './testing';
import ThreadPage from './ThreadPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useConversation: vi.fn(),
  subscribeMessages: vi.fn(),
  loadOlderMessages: vi.fn(),
  sendMessage: vi.fn(),
  editMessage: vi.fn(),
  deleteMessage: vi.fn(),
  markRead: vi.fn(),
  uploadAttachment: vi.fn(),
}));

const conversationMock = vi.mocked(useConversation);
const subscribeMock = vi.mocked(subscribeMessages);
const sendMock = vi.mocked(sendMessage);
const readMock = vi.mocked(markRead);
const uploadMock = vi.mocked(uploadAttachment);
const NOW = new Date('2026-03-16T10:00:00');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** Pushes a new live page (newest first) to the thread. */
let push: (messages: Message[]) => void = () => {};

function showThread(messages: Message[], conversation: Conversation = conversationOf()) {
  conversationMock.mockReturnValue(liveSuccess(conversation));
  subscribeMock.mockImplementation(async (_id, next) => {
    push = (page) => act(() => next({ messages: page, fromCache: false }));
    next({ messages, fromCache: false });
    return () => {};
  });
}

const render = (language: 'fr' | 'en' = 'fr', uid = CUSTOMER) =>
  renderAt(<ThreadPage />, {
    path: '/messages/b_booking1',
    route: '/messages/:id',
    language,
    auth: signedInAs(uid),
  });

const bubbles = () => screen.getAllByTestId('message');
const composer = () => screen.getByTestId('message-composer');
const sendButton = () => screen.getByRole('button', { name: 'Envoyer' });
const type = (value: string) => fireEvent.change(composer(), { target: { value } });
const never = new Promise<void>(() => {});

// The composer loads its check (zod) lazily: transform it once before the first test needs it.
beforeAll(async () => {
  await import('./validation');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  showThread([]);
  sendMock.mockReset().mockResolvedValue({ stored: never });
  readMock.mockReset().mockResolvedValue(undefined);
  uploadMock.mockReset();
  vi.mocked(editMessage).mockReset().mockResolvedValue(undefined);
  vi.mocked(deleteMessage).mockReset().mockResolvedValue(undefined);
  vi.mocked(loadOlderMessages).mockReset();
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

describe('ThreadPage: header and messages', () => {
  it('names the other party and links the subject for each side', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Plomberie Moussa');
    const subject = screen.getByTestId('thread-subject');
    expect(subject.textContent).toBe('Réservation · Réparation de fuite');
    expect(subject.getAttribute('href')).toBe('/my-bookings');
    expect(screen.getByRole('link', { name: 'Retour aux messages' }).getAttribute('href')).toBe(
      '/messages',
    );
    cleanup();
    await render('en', PROVIDER);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Awa D.');
    expect(screen.getByTestId('thread-subject').getAttribute('href')).toBe('/en/provider-bookings');
  });

  it('shows the messages oldest first with the marks of own ones', async () => {
    const other = { [CUSTOMER]: null, [PROVIDER]: minutesAgo(10) };
    showThread(
      [
        messageOf({ id: 'pending', text: 'Hors ligne', createdAt: minutesAgo(0), pending: true }),
        messageOf({ id: 'sent', text: 'Envoyé', createdAt: minutesAgo(5) }),
        messageOf({ id: 'delivered', text: 'Distribué', createdAt: minutesAgo(15) }),
        messageOf({
          id: 'theirs',
          senderId: PROVIDER,
          text: 'Bonjour !',
          createdAt: minutesAgo(25),
        }),
        messageOf({ id: 'read', text: 'Lu', createdAt: minutesAgo(30) }),
      ],
      conversationOf({
        readAt: { ...other, [PROVIDER]: minutesAgo(28) },
        deliveredAt: other,
      }),
    );
    await render();
    await waitFor(() => expect(bubbles()).toHaveLength(5));
    const texts = bubbles().map(
      (bubble) => within(bubble).queryByTestId('message-text')?.textContent,
    );
    expect(texts).toEqual(['Lu', 'Bonjour !', 'Distribué', 'Envoyé', 'Hors ligne']);
    const marks = bubbles().map((bubble) => bubble.getAttribute('data-mark'));
    expect(marks).toEqual(['read', null, 'delivered', 'sent', 'pending']);
    const labels = screen
      .getAllByTestId('message-mark')
      .map((mark) => mark.getAttribute('aria-label'));
    expect(labels).toEqual(['Lu', 'Distribué', 'Envoyé', 'en attente']);
    expect(screen.getByText('en attente')).toBeDefined();
  });

  it('turns a pending message to sent once stored, then read when the other party reads it', async () => {
    const pending = messageOf({ id: 'm', createdAt: minutesAgo(0), pending: true });
    showThread([pending]);
    const { refresh } = await render('en');
    await waitFor(() => expect(bubbles()[0]?.getAttribute('data-mark')).toBe('pending'));
    expect(screen.getByRole('img', { name: 'pending' })).toBeDefined();
    push([{ ...pending, pending: false }]);
    expect(screen.getByRole('img', { name: 'Sent' })).toBeDefined();
    conversationMock.mockReturnValue(
      liveSuccess(conversationOf({ readAt: { [CUSTOMER]: null, [PROVIDER]: NOW } })),
    );
    refresh();
    expect(screen.getByRole('img', { name: 'Read' })).toBeDefined();
  });

  it('marks the thread read when its newest message is from the other party and unread', async () => {
    showThread([messageOf({ id: 'theirs', senderId: PROVIDER, createdAt: minutesAgo(2) })]);
    await render();
    await waitFor(() => expect(readMock).toHaveBeenCalledWith('b_booking1', CUSTOMER));
    expect(readMock).toHaveBeenCalledTimes(1);
  });

  it('does not mark read when the newest message is own or already read', async () => {
    showThread([
      messageOf({ id: 'mine', createdAt: minutesAgo(1) }),
      messageOf({ id: 'theirs', senderId: PROVIDER, createdAt: minutesAgo(2) }),
    ]);
    await render();
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    showThread(
      [messageOf({ id: 'theirs', senderId: PROVIDER, createdAt: minutesAgo(2) })],
      conversationOf({ readAt: { [CUSTOMER]: minutesAgo(1) } }),
    );
    cleanup();
    await render();
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(readMock).not.toHaveBeenCalled();
  });

  it('loads 30 older messages at the top, before the ones shown', async () => {
    const live = Array.from({ length: 30 }, (_, index) =>
      messageOf({ id: `live${index}`, text: `Live ${index}`, createdAt: minutesAgo(index + 1) }),
    );
    showThread(live);
    vi.mocked(loadOlderMessages).mockResolvedValue({
      messages: [messageOf({ id: 'old', text: 'Ancien', createdAt: minutesAgo(100) })],
      hasMore: false,
    });
    await render();
    await waitFor(() => expect(bubbles()).toHaveLength(30));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les messages précédents' }));
    await waitFor(() => expect(bubbles()).toHaveLength(31));
    expect(loadOlderMessages).toHaveBeenCalledWith('b_booking1', live.at(-1)?.cursor);
    expect(bubbles()[0]?.textContent).toContain('Ancien');
    expect(screen.queryByRole('button', { name: 'Afficher les messages précédents' })).toBeNull();
  });

  it('tells a visitor who is not a participant that the thread is not theirs', async () => {
    conversationMock.mockReturnValue({
      status: 'error',
      data: undefined,
      error: Object.assign(new Error('denied'), { code: 'permission-denied' }),
    } as LiveData<Conversation | null>);
    await render();
    expect(
      screen.getByText('Cette conversation est introuvable ou ne vous concerne pas.'),
    ).toBeDefined();
    expect(subscribeMock).not.toHaveBeenCalled();
  });
});

describe('ThreadPage: the composer', () => {
  it('cannot send an empty or whitespace-only message', async () => {
    await render();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    type('   \n  ');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await act(async () => {});
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends on Enter, trimmed, and clears at once without waiting for the server', async () => {
    await render();
    type('  Bonjour, êtes-vous disponible ?  ');
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() =>
      expect(sendMock).toHaveBeenCalledWith('b_booking1', CUSTOMER, {
        text: 'Bonjour, êtes-vous disponible ?',
        attachments: [],
      }),
    );
    // `stored` never settles here (offline): the box is empty all the same.
    expect((composer() as HTMLTextAreaElement).value).toBe('');
  });

  it('starts a new line on Shift+Enter instead of sending', async () => {
    await render();
    type('Ligne 1');
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    await act(async () => {});
    expect(sendMock).not.toHaveBeenCalled();
    expect((composer() as HTMLTextAreaElement).value).toBe('Ligne 1');
  });

  it('counts near 2,000 characters and refuses 2,001 with a translated message', async () => {
    await render();
    type('a'.repeat(1799));
    expect(screen.queryByTestId('composer-counter')).toBeNull();
    type('a'.repeat(2001));
    expect(screen.getByTestId('composer-counter').textContent?.replace(/\s/g, ' ')).toBe(
      '2 001 / 2 000',
    );
    fireEvent.click(sendButton());
    expect(await screen.findByText('Ce texte est trop long')).toBeDefined();
    expect(sendMock).not.toHaveBeenCalled();
    type('a'.repeat(2000));
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendMock).toHaveBeenCalledTimes(1));
  });

  it('gives the text back with a message when the server refuses it later', async () => {
    sendMock.mockResolvedValue({
      stored: Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render('en');
    type('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Your message was refused: confirm your email address, then try again.',
      ),
    ).toBeDefined();
    expect((composer() as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('ThreadPage: attachments', () => {
  const file = (name: string, type: string, size = 1000) => {
    const made = new File(['x'], name, { type });
    Object.defineProperty(made, 'size', { value: size });
    return made;
  };
  const attach = (...files: File[]) =>
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files } });

  it('checks type, size and count before uploading', async () => {
    await render();
    attach(file('virus.exe', 'application/x-msdownload'));
    expect(screen.getByTestId('attachment-problem').textContent).toContain(
      'Type de fichier non valide',
    );
    attach(file('plan.pdf', 'application/pdf', 6 * 1024 * 1024));
    expect(screen.getByTestId('attachment-problem').textContent).toBe(
      'Fichier trop volumineux : 5 Mo au plus par fichier.',
    );
    attach(...Array.from({ length: 6 }, (_, index) => file(`p${index}.png`, 'image/png')));
    expect(screen.getByTestId('attachment-problem').textContent).toBe(
      'Nombre maximum de fichiers dépassé : 5 pièces jointes au plus.',
    );
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('uploads the files chosen, then sends them with the message (even without text)', async () => {
    uploadMock.mockImplementation(async (_id, chosen) => ({
      id: `${chosen.name.slice(0, 5)}AAAAAAAAAAAAAAA`,
      name: chosen.name,
      contentType: chosen.type === 'application/pdf' ? 'application/pdf' : 'image/webp',
      size: chosen.size,
    }));
    await render();
    attach(file('devis.pdf', 'application/pdf'), file('photo.jpg', 'image/jpeg'));
    await waitFor(() => expect(screen.getAllByTestId('composer-attachment')).toHaveLength(2));
    expect(uploadMock).toHaveBeenCalledTimes(2);
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendMock).toHaveBeenCalledTimes(1));
    expect(sendMock.mock.calls[0]?.[2]).toEqual({
      text: '',
      attachments: [
        {
          id: 'devisAAAAAAAAAAAAAAA',
          name: 'devis.pdf',
          contentType: 'application/pdf',
          size: 1000,
        },
        { id: 'photoAAAAAAAAAAAAAAA', name: 'photo.jpg', contentType: 'image/webp', size: 1000 },
      ],
    });
  });

  it('translates an upload the api refuses', async () => {
    const { HttpError } = await import('../../shared/api/http');
    uploadMock.mockRejectedValue(
      new HttpError(415, JSON.stringify({ error: { code: 'invalid_file_type', message: 'no' } })),
    );
    await render('en');
    attach(file('fake.png', 'image/png'));
    expect((await screen.findByTestId('attachment-problem')).textContent).toBe(
      'Invalid file type: choose JPEG, PNG or WebP images, or PDFs.',
    );
  });

  it('disables attaching offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await render();
    expect(screen.getByTestId('attachment-input').hasAttribute('disabled')).toBe(true);
    expect(
      screen.getAllByText('Pièces jointes indisponibles hors connexion.').length,
    ).toBeGreaterThan(0);
  });

  it('shows images as thumbnails from the api and PDFs as links', async () => {
    showThread([
      messageOf({
        text: '',
        attachments: [
          { id: 'img1', name: 'fuite.webp', contentType: 'image/webp', size: 10 },
          { id: 'pdf1', name: 'facture.pdf', contentType: 'application/pdf', size: 10 },
        ],
      }),
    ]);
    await render();
    const image = await screen.findByTestId('attachment-image');
    expect(image.getAttribute('src')).toBe('/api/conversations/b_booking1/attachments/img1');
    expect(image.getAttribute('alt')).toBe('fuite.webp');
    const pdf = screen.getByTestId('attachment-pdf');
    expect(pdf.textContent).toBe('facture.pdf (PDF)');
    expect(pdf.getAttribute('href')).toBe('/api/conversations/b_booking1/attachments/pdf1');
  });
});

describe('ThreadPage: editing within 15 minutes', () => {
  it('offers edit and delete on own messages younger than 15 minutes only', async () => {
    showThread([
      messageOf({ id: 'recent', text: 'Récent', createdAt: minutesAgo(14) }),
      messageOf({ id: 'theirs', senderId: PROVIDER, text: 'À eux', createdAt: minutesAgo(15) }),
      messageOf({ id: 'old', text: 'Ancien', createdAt: minutesAgo(16), editedAt: minutesAgo(10) }),
    ]);
    await render();
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    const [old, theirs, recent] = bubbles() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(old).queryByRole('button', { name: 'Actions du message' })).toBeNull();
    expect(within(old).getByText('(modifié)')).toBeDefined();
    expect(within(theirs).queryByRole('button', { name: 'Actions du message' })).toBeNull();
    fireEvent.click(within(recent).getByRole('button', { name: 'Actions du message' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Modifier' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: ' Corrigé ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(editMessage).toHaveBeenCalledWith('b_booking1', 'recent', 'Corrigé'),
    );
  });

  it('deletes after confirmation, and refuses once the window has passed', async () => {
    showThread([messageOf({ id: 'recent', createdAt: minutesAgo(14) })]);
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du message' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 60_000));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(screen.getByText(/Le délai de 15 minutes/)).toBeDefined();
    expect(deleteMessage).not.toHaveBeenCalled();
    vi.setSystemTime(NOW);
    cleanup();
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du message' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(deleteMessage).toHaveBeenCalledWith('b_booking1', 'recent');
  });
});
