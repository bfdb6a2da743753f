import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SupportTryResponse } from '@marketplace/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n';
import { renderInApp } from '../../shared/testing/renderInApp';
import AiDemoPage from './AiDemoPage';

const sent: unknown[] = [];

function answerWith(status: number, body: unknown) {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const TRIED: SupportTryResponse = {
  request: { message: 'Comment payer ?', conversationHistory: [], language: 'fr' },
  response: {
    message: 'Choisissez Orange Money…',
    links: [{ path: '/mobile-money-guide', label: 'Guide du Mobile Money' }],
  },
  answerer: 'local',
  fallbackReason: 'GEMINI_API_KEY is not set',
  latencyMs: 12,
  passages: [
    {
      articleId: 'paiement-mobile-money',
      title: 'Comment payer avec le Mobile Money ?',
      excerpt: 'Au moment de payer…',
      link: '/mobile-money-guide',
      score: 7.5,
    },
  ],
};

beforeEach(() => answerWith(200, TRIED));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

async function ask(question: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
    target: { value: question },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
}

describe('the AI API demo', () => {
  it('shows the answerer, the latency, the passages and the raw exchange', async () => {
    await renderInApp(<AiDemoPage />, { path: '/admin/ai-demo' });
    await ask('Comment payer ?');
    const result = await screen.findByRole('region', { name: 'Résultat' });
    expect(within(result).getByTestId('answerer').textContent).toContain('Réponses locales');
    expect(within(result).getByText('Temps de réponse du serveur : 12 ms')).toBeTruthy();
    expect(within(result).getByText(/Pourquoi pas l'IA : GEMINI_API_KEY is not set/)).toBeTruthy();
    expect(within(result).getAllByTestId('passage')).toHaveLength(1);
    expect(within(result).getByText(/"message": "Choisissez Orange Money…"/)).toBeTruthy();
    expect(sent[0]).toEqual({
      message: 'Comment payer ?',
      conversationHistory: [],
      language: 'fr',
    });
  });

  it('sends the conversation so far on the next try, and none once cleared', async () => {
    await renderInApp(<AiDemoPage />, { path: '/admin/ai-demo' });
    await ask('Comment payer ?');
    await screen.findByRole('region', { name: 'Résultat' });
    await ask('Et en espèces ?');
    await waitFor(() => expect(sent).toHaveLength(2));
    const second = sent[1] as { conversationHistory: { sender: string }[] };
    expect(second.conversationHistory.map((message) => message.sender)).toEqual([
      'user',
      'assistant',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la conversation' }));
    await ask('Encore ?');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect((sent[2] as { conversationHistory: unknown[] }).conversationHistory).toEqual([]);
  });

  it('explains a refusal in the page language', async () => {
    answerWith(429, { error: { code: 'rate_limited', message: 'Too many' } });
    await renderInApp(<AiDemoPage />, { path: '/admin/ai-demo', language: 'en' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), {
      target: { value: 'hi' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many questions in a minute. Please wait before trying again.',
    );
  });
});
