import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SUPPORT_CHAT } from '@marketplace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import { resetChatStore } from './chatStore';
import { SupportChatLauncher } from './SupportChatLauncher';

interface Deferred {
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
  body: { message: string; conversationHistory: unknown[]; language: string };
}

let calls: Deferred[] = [];

function stubFetch() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          calls.push({ resolve, reject, body: JSON.parse(String(init.body)) });
        }),
    ),
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function answer(status: number, body: unknown) {
  await act(async () => calls.at(-1)?.resolve(json(status, body)));
}

async function openChat(language: 'fr' | 'en' = 'fr') {
  await renderInApp(<SupportChatLauncher />, { path: '/services', language });
  const open = language === 'fr' ? "Ouvrir l'assistant" : 'Open the assistant';
  fireEvent.click(screen.getByRole('button', { name: open }));
  return screen.findByRole('dialog');
}

const input = () => screen.getByRole('textbox');

function type(text: string, key?: { shiftKey?: boolean }) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter', ...key });
}

beforeEach(() => {
  // As recent Chromium does: a Promise, which an effect must not return.
  Element.prototype.scrollIntoView = vi.fn(() => Promise.resolve()) as never;
  sessionStorage.clear();
  resetChatStore();
  stubFetch();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

describe('the support chat', () => {
  it('opens on a French greeting with the quick prompts, and closing returns to the button', async () => {
    const panel = await openChat();
    expect(within(panel).getByText(/Bonjour ! Je suis l'assistant/)).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: 'Comment créer un compte prestataire ?' }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: 'Comment fonctionnent les paiements ?' }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('button', { name: 'Quels sont les prix et les frais ?' }),
    ).toBeTruthy();
    // Spec §9: times in French hours and minutes.
    expect(within(panel).getByText(/^\d{2}:\d{2}$/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: "Fermer l'assistant" }));
    const button = screen.getByRole('button', { name: "Ouvrir l'assistant" });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('greets in English under /en', async () => {
    const panel = await openChat('en');
    expect(within(panel).getByText(/Hello! I am the Services Afrique assistant/)).toBeTruthy();
  });

  it('sends with Enter, shows the typing indicator while disabled, then the answer and its link', async () => {
    await openChat();
    type('Comment payer ?');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ message: 'Comment payer ?', language: 'fr' });
    expect(screen.getByTestId('typing-indicator').textContent).toContain("L'assistant écrit…");
    expect((input() as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(true);
    // A second question while one is pending is not sent.
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(calls).toHaveLength(1);

    await answer(200, {
      message: 'Choisissez Orange Money…',
      links: [{ path: '/mobile-money-guide', label: 'Guide du Mobile Money' }],
    });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(screen.getByText('Choisissez Orange Money…')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Guide du Mobile Money/ });
    expect(link.getAttribute('href')).toBe('/mobile-money-guide');
    expect((input() as HTMLTextAreaElement).disabled).toBe(false);
    // The quick prompts are for the start of a conversation.
    expect(
      screen.queryByRole('button', { name: 'Comment fonctionnent les paiements ?' }),
    ).toBeNull();
  });

  it('adds a line with Shift+Enter and never sends a blank question', async () => {
    await openChat();
    type('Bonjour', { shiftKey: true });
    expect(calls).toHaveLength(0);
    type('   \n  ');
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Envoyer' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a quick prompt as the question, with English links under /en', async () => {
    await openChat('en');
    fireEvent.click(screen.getByRole('button', { name: 'How do payments work?' }));
    expect(calls[0]?.body).toMatchObject({ message: 'How do payments work?', language: 'en' });
    await answer(200, {
      message: 'Pay by…',
      links: [{ path: '/payment-methods', label: 'Payment methods' }],
    });
    expect(screen.getByRole('link', { name: /Payment methods/ }).getAttribute('href')).toBe(
      '/en/payment-methods',
    );
  });

  it('shows "Réponse non disponible" when the answer has no message', async () => {
    await openChat();
    type('Une question');
    await answer(200, { links: [] });
    expect(screen.getByText('Réponse non disponible')).toBeTruthy();
  });

  it('apologises and raises the connection alert when the assistant cannot be reached', async () => {
    await openChat();
    type('Une question');
    await act(async () => calls[0]?.reject(new TypeError('Failed to fetch')));
    expect(screen.getByText(/Désolé, je rencontre des difficultés techniques/)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Erreur de connexion')).toBeTruthy();
    expect(
      within(alert).getByText("Impossible de contacter l'assistant. Veuillez réessayer."),
    ).toBeTruthy();
    // The next question may be sent, and a success clears the alert.
    type('Encore');
    expect(calls).toHaveLength(2);
    await answer(200, { message: 'Voilà', links: [] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says to wait a minute when the questions are too many (429)', async () => {
    await openChat();
    type('Une question');
    await answer(429, { error: { code: 'rate_limited', message: 'Too many requests' } });
    expect(screen.getByRole('alert').textContent).toContain('Patientez une minute');
  });

  it('sends the last five messages with their four fields, and keeps the conversation over a reload', async () => {
    await openChat();
    for (const question of ['un', 'deux', 'trois']) {
      type(question);
      await answer(200, { message: `réponse ${question}`, links: [] });
    }
    const history = calls[2]?.body.conversationHistory as Record<string, unknown>[];
    expect(history).toHaveLength(SUPPORT_CHAT.historySent);
    for (const message of history) {
      expect(Object.keys(message).sort()).toEqual(['content', 'id', 'sender', 'timestamp']);
    }
    expect(history[0]).toMatchObject({
      sender: 'assistant',
      content: expect.stringContaining('Bonjour'),
    });

    // A reload: a new page, the same session storage.
    resetChatStore();
    fireEvent.click(screen.getByRole('button', { name: "Fermer l'assistant" }));
    fireEvent.click(screen.getByRole('button', { name: "Ouvrir l'assistant" }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByText('réponse trois')).toBeTruthy();
  });
});
