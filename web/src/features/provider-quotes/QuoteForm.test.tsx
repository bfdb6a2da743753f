import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, isoDay, type Language } from '@marketplace/domain';
import { HttpError } from '../../shared/api/http';
import { i18n } from '../../shared/i18n';
import { respondToRequest } from './api';
import { QuoteForm } from './QuoteForm';
import { inboxItem, renderPage, sentItem } from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  respondToRequest: vi.fn(),
}));
const respondMock = vi.mocked(respondToRequest);
const onDone = vi.fn();
const onCancel = vi.fn();

beforeEach(() => {
  respondMock.mockReset().mockResolvedValue(undefined);
  onDone.mockReset();
  onCancel.mockReset();
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const today = () => isoDay(new Date());

async function renderForm({
  language = 'fr',
  item = inboxItem(),
  mode = 'send' as const,
}: {
  language?: Language;
  item?: ReturnType<typeof inboxItem>;
  mode?: 'send' | 'revise';
} = {}) {
  await renderPage(<QuoteForm item={item} mode={mode} onCancel={onCancel} onDone={onDone} />, {
    path: '/provider-quotations',
    language,
  });
}

const type = (id: string, value: string) => {
  const input = document.getElementById(id);
  if (!input) throw new Error(`No field ${id}`);
  fireEvent.change(input, { target: { value } });
};
const line = (index: number) => within(screen.getAllByTestId('quote-line')[index] as HTMLElement);
const total = () => screen.getByTestId('quote-total').textContent;
const helperOf = (id: string) =>
  document.getElementById(`${id}-helper-text`)?.textContent ?? undefined;
const submit = (name = 'Envoyer le devis') => fireEvent.click(screen.getByRole('button', { name }));

/** A complete, valid quote: one line of 2 × 15 000 FCFA, two days from tomorrow. */
function fillValid() {
  type('quote-line-0-label', 'Réparation de la fuite');
  type('quote-line-0-quantity', '2');
  type('quote-line-0-unitPrice', '15 000');
  type('quote-duration', '2');
  fireEvent.change(screen.getByRole('combobox', { name: 'Unité' }), {
    target: { value: 'days' },
  });
  type('quote-earliestStart', addDays(today(), 1));
  type('quote-message', 'Matériel compris.');
}

describe('QuoteForm: line items', () => {
  it('sums the lines as they are typed', async () => {
    await renderForm();
    expect(total()).toBe('Total : 0 FCFA');
    type('quote-line-0-quantity', '2');
    type('quote-line-0-unitPrice', '15 000');
    expect(line(0).getByText('Montant : 30 000 FCFA')).toBeDefined();
    expect(total()).toBe('Total : 30 000 FCFA');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    type('quote-line-1-quantity', '3');
    type('quote-line-1-unitPrice', '2500');
    expect(total()).toBe('Total : 37 500 FCFA');
    // A price that is not a whole number is left out until corrected.
    type('quote-line-1-unitPrice', '2500,5');
    expect(total()).toBe('Total : 30 000 FCFA');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(screen.getAllByTestId('quote-line')).toHaveLength(1);
    expect(total()).toBe('Total : 0 FCFA');
  });

  it('refuses a 21st line', async () => {
    const lines = Array.from({ length: 19 }, (_, index) => ({
      label: `Ligne ${index + 1}`,
      quantity: 1,
      unitPriceFCFA: 1_000,
    }));
    await renderForm({ mode: 'revise', item: sentItem({ lineItems: lines, totalFCFA: 19_000 }) });
    const add = screen.getByRole('button', { name: 'Ajouter une ligne' });
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('20 lignes au maximum.')).toBeNull();
    fireEvent.click(add);
    expect(screen.getAllByTestId('quote-line')).toHaveLength(20);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('20 lignes au maximum.')).toBeDefined();
    fireEvent.click(add);
    expect(screen.getAllByTestId('quote-line')).toHaveLength(20);
  });

  it('keeps at least one line', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: /Supprimer la ligne/ })).toBeNull();
  });
});

describe('QuoteForm: validation', () => {
  it('names every missing field in French, and sends nothing', async () => {
    await renderForm();
    type('quote-validityDays', '');
    submit();
    await waitFor(() => expect(helperOf('quote-line-0-label')).toBe('Ce champ est obligatoire'));
    expect(helperOf('quote-line-0-unitPrice')).toBe('Saisissez un montant entier positif en FCFA');
    expect(helperOf('quote-duration')).toBe('Saisissez une durée positive.');
    expect(helperOf('quote-earliestStart')).toBe('Veuillez saisir une date valide');
    expect(helperOf('quote-validityDays')).toBe('Entre 1 et 90 jours.');
    expect(screen.getByText('Corrigez les champs signalés.')).toBeDefined();
    expect(respondMock).not.toHaveBeenCalled();
  });

  it('names every missing field in English', async () => {
    await renderForm({ language: 'en' });
    submit('Send the quote');
    await waitFor(() => expect(helperOf('quote-line-0-label')).toBe('This field is required'));
    expect(helperOf('quote-line-0-unitPrice')).toBe('Enter a positive whole amount in FCFA');
    expect(helperOf('quote-duration')).toBe('Enter a positive duration.');
    expect(helperOf('quote-earliestStart')).toBe('Please enter a valid date');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeDefined();
  });

  it.each([
    ['1500,5', 'un prix décimal'],
    ['-200', 'un prix négatif'],
    ['0', 'un prix nul'],
    ['abc', 'du texte'],
  ])('refuses %s as a unit price (%s)', async (price) => {
    await renderForm();
    fillValid();
    type('quote-line-0-unitPrice', price);
    submit();
    await waitFor(() =>
      expect(helperOf('quote-line-0-unitPrice')).toBe(
        'Saisissez un montant entier positif en FCFA',
      ),
    );
    expect(respondMock).not.toHaveBeenCalled();
  });

  it('refuses a quantity that is not a whole number', async () => {
    await renderForm();
    fillValid();
    type('quote-line-0-quantity', '1,5');
    submit();
    await waitFor(() =>
      expect(helperOf('quote-line-0-quantity')).toBe('Veuillez saisir un nombre entier positif'),
    );
  });

  it('refuses a start date in the past, in both languages', async () => {
    await renderForm();
    fillValid();
    type('quote-earliestStart', addDays(today(), -1));
    submit();
    await waitFor(() => expect(helperOf('quote-earliestStart')).toBe('Cette date est déjà passée'));
    expect(respondMock).not.toHaveBeenCalled();
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(helperOf('quote-earliestStart')).toBe('This date has already passed'),
    );
  });

  it('clears a message when its field is corrected', async () => {
    await renderForm();
    submit();
    await waitFor(() => expect(helperOf('quote-line-0-label')).toBe('Ce champ est obligatoire'));
    type('quote-line-0-label', 'Siphon');
    expect(helperOf('quote-line-0-label')).toBeUndefined();
    expect(helperOf('quote-line-0-unitPrice')).toBe('Saisissez un montant entier positif en FCFA');
  });
});

describe('QuoteForm: sending', () => {
  it('sends the quote as the api expects it', async () => {
    await renderForm();
    fillValid();
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(respondMock).toHaveBeenCalledWith('q1', {
      lineItems: [{ label: 'Réparation de la fuite', quantity: 2, unitPriceFCFA: 15_000 }],
      durationMinutes: 2 * 24 * 60,
      earliestStart: addDays(today(), 1),
      validityDays: 7,
      message: 'Matériel compris.',
    });
  });

  it('converts a duration in hours, decimals included', async () => {
    await renderForm();
    fillValid();
    type('quote-duration', '1,5');
    fireEvent.change(screen.getByRole('combobox', { name: 'Unité' }), {
      target: { value: 'hours' },
    });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(respondMock.mock.calls[0]?.[1].durationMinutes).toBe(90);
  });

  it('starts a revision from the quote sent', async () => {
    const start = addDays(today(), 5);
    await renderForm({
      mode: 'revise',
      item: sentItem({ earliestStart: start, durationMinutes: 2 * 24 * 60 }),
    });
    expect(screen.getByRole('heading', { name: 'Réviser votre devis' })).toBeDefined();
    expect(screen.getAllByTestId('quote-line')).toHaveLength(2);
    expect(total()).toBe('Total : 35 000 FCFA');
    type('quote-line-1-quantity', '6');
    submit('Envoyer la révision');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(respondMock).toHaveBeenCalledWith('q1', {
      lineItems: [
        { label: 'Remplacement du siphon', quantity: 1, unitPriceFCFA: 15_000 },
        { label: 'Main-d’œuvre', quantity: 6, unitPriceFCFA: 4_000 },
      ],
      durationMinutes: 2 * 24 * 60,
      earliestStart: start,
      validityDays: 7,
      message: 'Je peux passer lundi.',
    });
  });

  it.each([
    ['invalid_request', 400, 'Certaines informations ne sont pas valides.'],
    ['email_not_verified', 403, 'Confirmez votre adresse e-mail'],
    ['invalid_transition', 409, 'Cette demande a changé entre-temps'],
  ])('explains the api refusing it (%s), keeping what was typed', async (code, status, text) => {
    respondMock.mockRejectedValue(
      new HttpError(status, JSON.stringify({ error: { code, message: 'x' } })),
    );
    await renderForm();
    fillValid();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(onDone).not.toHaveBeenCalled();
    expect(document.getElementById('quote-line-0-label')).toHaveProperty(
      'value',
      'Réparation de la fuite',
    );
    expect(screen.getByRole('button', { name: 'Envoyer le devis' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('cancels', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
