import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Language } from '@marketplace/domain';
import type { LiveData } from '../../shared/firebase/useLiveQuery';
import { COMMON_NS, i18n } from '../../shared/i18n';
import {
  createCategory,
  saveCategory,
  setCategoryActive,
  SlugTakenError,
  useAllCategories,
  writeOrders,
} from './api';
import type { AdminCategory } from './categoryForm';
import CategoryManagementPage from './CategoryManagementPage';

vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  useAllCategories: vi.fn(),
  createCategory: vi.fn(),
  saveCategory: vi.fn(),
  writeOrders: vi.fn(),
  setCategoryActive: vi.fn(),
}));
const listMock = vi.mocked(useAllCategories);
const createMock = vi.mocked(createCategory);
const saveMock = vi.mocked(saveCategory);
const ordersMock = vi.mocked(writeOrders);
const activeMock = vi.mocked(setCategoryActive);

const category = (overrides: Partial<Category>): Category => ({
  name: { fr: 'Plomberie', en: 'Plumbing' },
  description: { fr: 'Fuites', en: 'Leaks' },
  icon: 'plumbing',
  order: 0,
  active: true,
  keywords: ['plombier', 'plumber'],
  ...overrides,
});
const rowOf = (slug: string, data: Category): AdminCategory => ({
  slug,
  order: data.order,
  category: data,
  raw: data,
});
const PLUMBING = rowOf('plumbing', category({}));
const ELECTRICITY = rowOf(
  'electricity',
  category({
    name: { fr: 'Électricité' },
    description: { fr: 'Câblage' },
    icon: 'electrical_services',
    order: 1,
    keywords: [],
  }),
);
const GARDENING = rowOf(
  'gardening',
  category({
    name: { fr: 'Jardinage', en: 'Gardening' },
    description: { fr: 'Jardins' },
    icon: 'yard',
    order: 4,
    active: false,
    keywords: ['jardin'],
  }),
);
const ROWS = [PLUMBING, ELECTRICITY, GARDENING];

const live = (data: AdminCategory[]): LiveData<AdminCategory[]> => ({
  status: 'success',
  data,
  fromCache: false,
  error: undefined,
});

beforeEach(() => {
  listMock.mockReset().mockReturnValue(live(ROWS));
  createMock.mockReset().mockResolvedValue(undefined);
  saveMock.mockReset().mockResolvedValue(undefined);
  ordersMock.mockReset().mockResolvedValue(undefined);
  activeMock.mockReset().mockResolvedValue(undefined);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

async function renderPage(language: Language = 'fr') {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter
        initialEntries={[language === 'en' ? '/en/category-management' : '/category-management']}
      >
        <CategoryManagementPage />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const message = (key: string, values?: Record<string, unknown>) =>
  i18n.t(key, { ns: COMMON_NS, ...values });
const row = (slug: string) => screen.getByTestId(`category-row-${slug}`);
const cells = (slug: string) =>
  [...row(slug).querySelectorAll('th, td')].map((cell) => cell.textContent);
const dialog = () => screen.getByRole('dialog');
const input = (name: RegExp) => within(dialog()).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const helperOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('CategoryManagementPage list', () => {
  it('shows every category, active or not, with its order, names, slug, icon, state and keywords', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestion des catégories');
    expect(cells('plumbing')).toEqual([
      '0',
      'Plomberie',
      'Plumbing',
      'plumbing',
      'Plomberie',
      'Active',
      '2',
      expect.any(String),
    ]);
    expect(cells('electricity').slice(0, 7)).toEqual([
      '1',
      'Électricité',
      'Non traduit',
      'electricity',
      'Électricité',
      'Active',
      '0',
    ]);
    expect(cells('gardening').slice(5, 7)).toEqual(['Inactive', '1']);
    expect(
      within(row('gardening')).getByRole('button', { name: 'Réactiver « Jardinage »' }),
    ).toBeDefined();
  });

  it('is in English on English pages', async () => {
    await renderPage('en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Category management');
    expect(screen.getByRole('button', { name: 'Move “Plumbing” down' })).toBeDefined();
    expect(cells('electricity')[2]).toBe('Not translated');
  });

  it('tells a loading failure', async () => {
    listMock.mockReturnValue({ status: 'error', data: undefined, error: new Error('offline') });
    await renderPage();
    expect(screen.getByText(/Les catégories n’ont pas pu être chargées/)).toBeDefined();
    expect(
      screen.getByRole('button', { name: 'Nouvelle catégorie' }).hasAttribute('disabled'),
    ).toBe(true);
  });
});

describe('creating a category', () => {
  const open = async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle catégorie' }));
    return dialog();
  };

  it('writes exactly the document, last in order, and confirms', async () => {
    await open();
    type(/^Nom \(français\)/, 'Maçonnerie');
    // The slug follows the French name until one is typed.
    expect(input(/^Identifiant/).value).toBe('maconnerie');
    type(/^Identifiant/, 'masonry');
    type(/^Nom \(anglais\)/, 'Masonry');
    type(/^Description \(français\)/, 'Murs, dalles et enduits.');
    fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Icône' }), {
      target: { value: 'construction' },
    });
    type(/^Mots-clés/, 'maçon, mason,');
    type(/^Mots-clés/, 'brique');
    fireEvent.keyDown(input(/^Mots-clés/), { key: 'Enter' });
    type(/^Mots-clés/, 'brick');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer la catégorie' }));

    await screen.findByText('Catégorie « Maçonnerie » créée.');
    expect(createMock).toHaveBeenCalledTimes(1);
    expect(createMock).toHaveBeenCalledWith('masonry', {
      name: { fr: 'Maçonnerie', en: 'Masonry' },
      description: { fr: 'Murs, dalles et enduits.' },
      icon: 'construction',
      order: 5,
      active: true,
      keywords: ['maçon', 'mason', 'brique', 'brick'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows each invalid field's translated message, focuses the first and writes nothing", async () => {
    await open();
    type(/^Nom \(anglais\)/, 'x'.repeat(61));
    type(/^Identifiant/, 'Pas un slug');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer la catégorie' }));
    await within(dialog()).findByText(/Certains champs sont à corriger/);
    expect(createMock).not.toHaveBeenCalled();
    expect(helperOf(input(/^Nom \(français\)/))).toBe(message('validation.required'));
    expect(helperOf(input(/^Nom \(anglais\)/))).toBe(message('validation.tooLong', { max: 60 }));
    expect(helperOf(input(/^Identifiant/))).toBe(message('validation.invalidSlug'));
    expect(helperOf(input(/^Description \(français\)/))).toBe(message('validation.required'));
    expect(document.activeElement).toBe(input(/^Nom \(français\)/));
    // Correcting a field clears its message.
    type(/^Nom \(français\)/, 'Maçonnerie');
    expect(input(/^Nom \(français\)/).getAttribute('aria-invalid')).toBe('false');
  });

  it('refuses a slug that exists, keeping what was typed', async () => {
    createMock.mockRejectedValue(new SlugTakenError('plumbing'));
    await open();
    type(/^Nom \(français\)/, 'Plomberie bis');
    type(/^Identifiant/, 'plumbing');
    type(/^Description \(français\)/, 'Encore des fuites');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer la catégorie' }));
    await waitFor(() =>
      expect(helperOf(input(/^Identifiant/))).toBe(
        'Cet identifiant est déjà utilisé par une autre catégorie',
      ),
    );
    expect(input(/^Nom \(français\)/).value).toBe('Plomberie bis');
    expect(input(/^Description \(français\)/).value).toBe('Encore des fuites');
  });

  it('explains a refused write and keeps the form', async () => {
    createMock.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await open();
    type(/^Nom \(français\)/, 'Maçonnerie');
    type(/^Description \(français\)/, 'Murs');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Créer la catégorie' }));
    await within(dialog()).findByText(/Vous n’avez pas l’autorisation de modifier les catégories/);
    expect(input(/^Nom \(français\)/).value).toBe('Maçonnerie');
  });

  it('refuses a keyword over the limit without losing it', async () => {
    await open();
    type(/^Mots-clés/, 'x'.repeat(41));
    fireEvent.keyDown(input(/^Mots-clés/), { key: 'Enter' });
    expect(helperOf(input(/^Mots-clés/))).toBe(message('validation.tooLong', { max: 40 }));
    expect(input(/^Mots-clés/).value).toBe('x'.repeat(41));
  });
});

describe('editing a category', () => {
  it('keeps the slug and order, and saves the whole document', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier « Électricité »' }));
    expect(screen.getByRole('dialog', { name: 'Modifier « Électricité »' })).toBeDefined();
    expect(input(/^Identifiant/).readOnly).toBe(true);
    type(/^Nom \(anglais\)/, 'Electricity');
    fireEvent.click(within(dialog()).getByRole('switch', { name: /^Active/ }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Catégorie « Électricité » enregistrée.');
    expect(saveMock).toHaveBeenCalledWith('electricity', {
      name: { fr: 'Électricité', en: 'Electricity' },
      description: { fr: 'Câblage' },
      icon: 'electrical_services',
      order: 1,
      active: false,
      keywords: [],
    });
    expect(createMock).not.toHaveBeenCalled();
  });
});

describe('reordering', () => {
  it('swaps the orders of two neighbours and keeps the focus on the moved row', async () => {
    // The live list follows the write at once (Firestore shows local writes before the server
    // confirms them).
    ordersMock.mockImplementation(async () => {
      listMock.mockReturnValue(
        live([PLUMBING, { ...GARDENING, order: 1 }, { ...ELECTRICITY, order: 4 }]),
      );
    });
    await renderPage();
    const down = screen.getByRole('button', { name: 'Descendre « Électricité »' });
    down.focus();
    fireEvent.click(down);
    await screen.findByText('« Électricité » est maintenant en position 3.');
    expect(ordersMock).toHaveBeenCalledWith([
      { slug: 'electricity', order: 4 },
      { slug: 'gardening', order: 1 },
    ]);
    expect(cells('electricity')[0]).toBe('4');
    expect(screen.getAllByRole('row').map((item) => item.dataset.testid)).toEqual([
      undefined,
      'category-row-plumbing',
      'category-row-gardening',
      'category-row-electricity',
    ]);
    // Last now, it cannot go further down: the focus moves to its other button.
    expect(document.activeElement?.id).toBe('category-electricity-up');
  });

  it('offers no move past either end', async () => {
    await renderPage();
    expect(
      screen.getByRole('button', { name: 'Monter « Plomberie »' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Descendre « Jardinage »' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('tells a failed move', async () => {
    ordersMock.mockRejectedValue(Object.assign(new Error('x'), { code: 'unavailable' }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Monter « Électricité »' }));
    await screen.findByText(/Vous êtes hors ligne : rien n’a été enregistré/);
  });
});

describe('activation', () => {
  it('deactivates after confirmation only', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Désactiver « Plomberie »' }));
    const confirm = screen.getByRole('dialog', { name: 'Désactiver « Plomberie » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(activeMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Désactiver « Plomberie »' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Désactiver' }));
    await screen.findByText(/« Plomberie » est désactivée/);
    expect(activeMock).toHaveBeenCalledTimes(1);
    expect(activeMock).toHaveBeenCalledWith('plumbing', false);
  });

  it('reactivates at once', async () => {
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Réactiver « Jardinage »' }));
    });
    expect(activeMock).toHaveBeenCalledWith('gardening', true);
    expect(screen.getByText('« Jardinage » est réactivée.')).toBeDefined();
  });
});
