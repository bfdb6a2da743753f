import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/api/http';
import { startConversation } from '../../shared/conversations/startConversation';
import { useActiveCategories } from '../../shared/catalog/categories';
import { i18n } from '../../shared/i18n';
import {
  cancelContract,
  completeContract,
  requestChange,
  saveTerms,
  signContract,
  useContract,
} from './api';
import ContractPage from './ContractPage';
import type { Contract } from './model';
import {
  contractOf,
  CUSTOMER_ID,
  HASH_V1,
  HASH_V2,
  inApp,
  liveSuccess,
  PROVIDER_ID,
  renderAt,
} from './testing';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useContract: vi.fn(),
  saveTerms: vi.fn(),
  requestChange: vi.fn(),
  signContract: vi.fn(),
  completeContract: vi.fn(),
  cancelContract: vi.fn(),
}));
vi.mock('../../shared/conversations/startConversation', () => ({ startConversation: vi.fn() }));
vi.mock('../../shared/catalog/categories', () => ({ useActiveCategories: vi.fn() }));

const contractMock = vi.mocked(useContract);
const saveMock = vi.mocked(saveTerms);
const changeMock = vi.mocked(requestChange);
const signMock = vi.mocked(signContract);
const completeMock = vi.mocked(completeContract);
const cancelMock = vi.mocked(cancelContract);

const showing = (contract: Contract | null) => contractMock.mockReturnValue(liveSuccess(contract));
const apiError = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: { code, message: code } }));

beforeEach(() => {
  showing(contractOf());
  vi.mocked(useActiveCategories).mockReturnValue(
    liveSuccess([
      {
        slug: 'plumbing',
        name: { fr: 'Plomberie', en: 'Plumbing' },
        description: { fr: 'Fuites' },
        icon: 'plumbing',
        order: 0,
        active: true,
        keywords: [],
      },
    ]),
  );
  for (const mock of [saveMock, changeMock, signMock, completeMock, cancelMock]) {
    mock.mockReset().mockResolvedValue(undefined);
  }
});

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const signedBy = (name: string, termsHash: string) => ({
  name,
  signedAt: new Date('2025-03-02T10:30:00Z'),
  termsHash,
});
const signForm = () => screen.getByRole('form', { name: /Signer le contrat|Sign the contract/ });
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

describe('reading a contract', () => {
  it('shows the parties, the service, the priced lines, the total and every term', async () => {
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contrat');
    expect(screen.getByTestId('contract-status').textContent).toBe('En attente de signatures');
    expect(screen.getByText('Awa (vous)')).toBeDefined();
    expect(screen.getByText('Plomberie Ndiaye')).toBeDefined();
    expect(screen.getAllByText('Plomberie').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('contract-line').map((line) => line.textContent)).toEqual([
      'Main-d’œuvre2 × 10 000 FCFA20 000 FCFA',
      'Siphon1 × 5 500 FCFA5 500 FCFA',
    ]);
    expect(screen.getByTestId('contract-total').textContent).toBe('25 500 FCFA');
    for (const text of [
      '2 jours',
      '3 mars 2025',
      '4 mars 2025',
      'Moitié au début, moitié à la fin',
      'Évier réparé',
      'Le client libère l’accès',
      'Aucune',
      'Résiliable avec 24 h de préavis',
    ]) {
      expect(screen.getByText(text)).toBeDefined();
    }
  });

  it('is in English on English pages', async () => {
    await renderAt(<ContractPage />, { uid: PROVIDER_ID, language: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract');
    expect(screen.getByTestId('contract-status').textContent).toBe('Pending signatures');
    expect(screen.getByText('3 March 2025')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDefined();
  });

  it.each([
    ['missing', liveSuccess(null)],
    [
      'not theirs',
      {
        status: 'error',
        data: undefined,
        error: Object.assign(new Error('denied'), { code: 'permission-denied' }),
      } as const,
    ],
  ])('says "not found or not yours" when %s', async (_case, state) => {
    contractMock.mockReturnValue(state);
    await renderAt(<ContractPage />, { uid: 'stranger' });
    expect(screen.getByText('Ce contrat n’existe pas ou ne vous concerne pas.')).toBeDefined();
    expect(button('Signer')).toBeNull();
  });

  it('lets an admin read it without acting on it', async () => {
    await renderAt(<ContractPage />, { uid: 'admin-1', role: 'admin' });
    expect(screen.getByText(/en tant qu’administrateur/)).toBeDefined();
    expect(screen.queryByRole('form')).toBeNull();
    expect(button('Annuler le contrat')).toBeNull();
    expect(button('Télécharger le PDF')).not.toBeNull();
  });
});

describe('messaging the other party', () => {
  it('offers each party a conversation about the contract, and no admin', async () => {
    vi.mocked(startConversation).mockResolvedValue('k_quote-1');
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    fireEvent.click(screen.getByRole('button', { name: 'Écrire au prestataire' }));
    await waitFor(() =>
      expect(startConversation).toHaveBeenCalledWith({
        subject: { kind: 'contract', id: 'quote-1' },
      }),
    );
    cleanup();
    await renderAt(<ContractPage />, { uid: PROVIDER_ID, language: 'en' });
    expect(button('Message the customer')).not.toBeNull();
    cleanup();
    await renderAt(<ContractPage />, { uid: 'admin-1', role: 'admin' });
    expect(screen.queryByTestId('contact-button')).toBeNull();
  });
});

describe('actions offered by role and status', () => {
  it.each([
    ['pending', CUSTOMER_ID, ['Demander des modifications', 'Annuler le contrat', 'Signer']],
    ['pending', PROVIDER_ID, ['Modifier les conditions', 'Annuler le contrat', 'Signer']],
    ['active', CUSTOMER_ID, ['Marquer comme terminé', 'Annuler le contrat']],
    ['active', PROVIDER_ID, ['Marquer comme terminé', 'Annuler le contrat']],
    ['completed', CUSTOMER_ID, []],
    ['cancelled', PROVIDER_ID, []],
  ] as const)('%s, as %s', async (status, uid, offered) => {
    showing(contractOf({ status }));
    await renderAt(<ContractPage />, { uid });
    const all = [
      'Demander des modifications',
      'Modifier les conditions',
      'Marquer comme terminé',
      'Annuler le contrat',
      'Signer',
    ];
    expect(all.filter((name) => button(name))).toEqual(
      all.filter((name) => (offered as readonly string[]).includes(name)),
    );
  });

  it.each([
    ['fr', 'Réserver une intervention', '/service-scheduling?provider=provider-1'],
    ['en', 'Book a visit', '/en/service-scheduling?provider=provider-1'],
  ] as const)(
    'offers the customer of an active contract to book a visit (%s)',
    async (language, name, href) => {
      showing(contractOf({ status: 'active' }));
      await renderAt(<ContractPage />, { uid: CUSTOMER_ID, language });
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    },
  );

  it.each([
    ['pending', CUSTOMER_ID],
    ['completed', CUSTOMER_ID],
    ['active', PROVIDER_ID],
  ] as const)('offers no visit to book on a %s contract, as %s', async (status, uid) => {
    showing(contractOf({ status }));
    await renderAt(<ContractPage />, { uid });
    expect(screen.queryByTestId('contract-book-visit')).toBeNull();
  });

  it('asks the provider to draft the terms before signing', async () => {
    showing(contractOf({ termsDrafted: false }));
    await renderAt(<ContractPage />, { uid: PROVIDER_ID });
    expect(screen.getByText('Vous pourrez signer une fois les conditions rédigées.')).toBeDefined();
    expect(button('Signer')).toBeNull();
    expect(button('Rédiger les conditions')).not.toBeNull();
  });
});

describe('signing', () => {
  it('sends the typed name with the hash of the terms on screen', async () => {
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    fireEvent.change(within(signForm()).getByRole('textbox', { name: /Votre nom complet/ }), {
      target: { value: ' Awa Diop ' },
    });
    fireEvent.click(within(signForm()).getByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    fireEvent.click(within(signForm()).getByRole('button', { name: 'Signer' }));
    await screen.findByText('Votre signature est enregistrée.');
    expect(signMock).toHaveBeenCalledWith('quote-1', { name: 'Awa Diop', termsHash: HASH_V1 });
  });

  it('requires the name and the agreement', async () => {
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    fireEvent.click(within(signForm()).getByRole('button', { name: 'Signer' }));
    await screen.findByText('Cochez la case pour accepter les conditions');
    expect(screen.getByText('Ce champ est obligatoire')).toBeDefined();
    expect(signMock).not.toHaveBeenCalled();
  });

  it('unticks the agreement when the terms change while the page is open', async () => {
    const view = await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    const agree = () =>
      within(signForm()).getByRole('checkbox', {
        name: /J’ai lu et j’accepte/,
      }) as HTMLInputElement;
    fireEvent.click(agree());
    expect(agree().checked).toBe(true);
    showing(contractOf({ termsHash: HASH_V2, termsVersion: 2 }));
    view.rerender(inApp(<ContractPage />, { uid: CUSTOMER_ID }));
    expect(screen.getByText('Version 2 des conditions')).toBeDefined();
    expect(agree().checked).toBe(false);
  });

  it('asks to reread when the terms changed meanwhile (signature_mismatch)', async () => {
    signMock.mockRejectedValue(apiError(409, 'signature_mismatch'));
    await renderAt(<ContractPage />, { uid: PROVIDER_ID, language: 'en' });
    fireEvent.change(within(signForm()).getByRole('textbox', { name: /Your full name/ }), {
      target: { value: 'Moussa Ndiaye' },
    });
    fireEvent.click(within(signForm()).getByRole('checkbox', { name: /I have read and agree/ }));
    fireEvent.click(within(signForm()).getByRole('button', { name: 'Sign' }));
    await screen.findByText(
      'The terms changed while you were reading them. Please reread the terms above, then sign again.',
    );
    expect(
      (within(signForm()).getByRole('checkbox', { name: /I have read/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('shows each signature with its date, and marks one of earlier terms as void', async () => {
    showing(
      contractOf({
        termsVersion: 2,
        termsHash: HASH_V2,
        signatures: {
          customer: signedBy('Awa Diop', HASH_V1),
          provider: signedBy('Moussa Ndiaye', HASH_V2),
        },
      }),
    );
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID, language: 'en' });
    const customer = screen.getByTestId('signature-customer');
    const provider = screen.getByTestId('signature-provider');
    expect(customer.textContent).toMatch(/Signed by Awa Diop on 2 March 2025 at \d\d:30/);
    expect(
      within(customer).getByText('Void: the terms changed after this signature'),
    ).toBeDefined();
    expect(provider.textContent).toMatch(/Signed by Moussa Ndiaye on 2 March 2025/);
    expect(within(provider).queryByText(/Void/)).toBeNull();
    // The customer's void signature may be given again.
    expect(button('Sign')).not.toBeNull();
  });

  it('tells a party who signed that the other one has not yet', async () => {
    showing(
      contractOf({ signatures: { customer: signedBy('Awa Diop', HASH_V1), provider: null } }),
    );
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    expect(screen.getByText('En attente de la signature de l’autre partie.')).toBeDefined();
    expect(screen.getByTestId('signature-provider').textContent).toContain('Pas encore signé');
    expect(button('Signer')).toBeNull();
  });
});

describe('the provider drafting the terms', () => {
  const open = async (language: 'fr' | 'en') => {
    await renderAt(<ContractPage />, { uid: PROVIDER_ID, language });
    fireEvent.click(
      screen.getByRole('button', {
        name: language === 'fr' ? 'Modifier les conditions' : 'Edit the terms',
      }),
    );
  };
  const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, textarea' });

  it('warns that saving voids both signatures and saves the validated terms', async () => {
    await open('fr');
    expect(
      screen.getByText(/Enregistrer de nouvelles conditions annule les deux signatures/),
    ).toBeDefined();
    fireEvent.change(field(/^Durée/), { target: { value: ' 3 jours ' } });
    fireEvent.change(field(/^Date de fin/), { target: { value: '2025-03-06' } });
    fireEvent.change(field(/^Pénalités/), { target: { value: '5 000 FCFA par jour de retard' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les conditions' }));
    await screen.findByText(
      'Conditions enregistrées. Les deux parties doivent maintenant les signer.',
    );
    expect(saveMock).toHaveBeenCalledWith('quote-1', {
      ...contractOf().terms,
      duration: '3 jours',
      endDate: '2025-03-06',
      penalties: '5 000 FCFA par jour de retard',
    });
  });

  it.each([
    [
      'fr',
      /^Durée/,
      /^Date de fin/,
      'Ce champ est obligatoire',
      'La date de fin doit suivre la date de début',
      'Enregistrer les conditions',
    ],
    [
      'en',
      /^Duration/,
      /^End date/,
      'This field is required',
      'The end date must come after the start date',
      'Save the terms',
    ],
  ] as const)(
    'shows translated messages and sends nothing (%s)',
    async (language, duration, end, required, range, save) => {
      await open(language);
      fireEvent.change(field(duration), { target: { value: '' } });
      fireEvent.change(field(end), { target: { value: '2025-03-01' } });
      fireEvent.click(screen.getByRole('button', { name: save }));
      await screen.findByText(required);
      expect(screen.getByText(range)).toBeDefined();
      expect(document.activeElement).toBe(field(duration));
      expect(saveMock).not.toHaveBeenCalled();
    },
  );

  it('sees the latest change request', async () => {
    showing(
      contractOf({
        changeRequest: { message: 'Commencer le lundi, svp', at: new Date('2025-03-02T08:00:00Z') },
      }),
    );
    await renderAt(<ContractPage />, { uid: PROVIDER_ID });
    const request = screen.getByTestId('contract-change-request');
    expect(request.textContent).toContain('Le client a demandé des modifications le 2 mars 2025');
    expect(request.textContent).toContain('Commencer le lundi, svp');
  });
});

describe('asking for changes, completing, cancelling', () => {
  it('sends the customer’s change request', async () => {
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    fireEvent.click(screen.getByRole('button', { name: 'Demander des modifications' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Plus tôt svp' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await screen.findByText('Votre demande a été envoyée au prestataire.');
    expect(changeMock).toHaveBeenCalledWith('quote-1', 'Plus tôt svp');
  });

  it('completes an active contract after confirmation', async () => {
    showing(contractOf({ status: 'active' }));
    await renderAt(<ContractPage />, { uid: PROVIDER_ID });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme terminé' }));
    const dialog = screen.getByRole('dialog', { name: 'Marquer ce contrat comme terminé ?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    });
    expect(completeMock).toHaveBeenCalledWith('quote-1');
    expect(screen.getByText('Le contrat est marqué comme terminé.')).toBeDefined();
  });

  it('requires a reason to cancel', async () => {
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID, language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the contract' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this contract?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the contract' }));
    await within(dialog).findByText('This field is required');
    expect(cancelMock).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Found someone else' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the contract' }));
    await screen.findByText('The contract is cancelled.');
    expect(cancelMock).toHaveBeenCalledWith('quote-1', 'Found someone else');
  });

  it('explains a refused transition and keeps the dialog', async () => {
    cancelMock.mockRejectedValue(apiError(409, 'invalid_transition'));
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler le contrat' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Trop cher' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le contrat' }));
    await within(dialog).findByText(/Ce contrat a changé entre-temps/);
  });

  it('shows why a cancelled contract was cancelled', async () => {
    showing(
      contractOf({ status: 'cancelled', cancelledBy: 'customer', cancelReason: 'Trop cher' }),
    );
    await renderAt(<ContractPage />, { uid: PROVIDER_ID });
    expect(screen.getByText('Annulé par le client : Trop cher')).toBeDefined();
  });
});

describe('the PDF', () => {
  it('loads the PDF code only when asked, and names the file after the contract', async () => {
    const pdf = await import('./contractPdf');
    const download = vi.spyOn(pdf, 'downloadContractPdf').mockResolvedValue(undefined);
    await renderAt(<ContractPage />, { uid: CUSTOMER_ID });
    expect(download).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [input] = download.mock.calls[0] ?? [];
    expect(input?.contract.id).toBe('quote-1');
    expect(input?.categoryName).toEqual({ fr: 'Plomberie', en: 'Plumbing' });
    expect(input?.t.en('status.active')).toBe('Active');
    expect(input?.t.fr('status.active')).toBe('Actif');
  });
});
