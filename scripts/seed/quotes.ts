import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  addDays,
  contractSignedContent,
  isoDay,
  QUOTE_LIMITS,
  quoteTotal,
  type ContractDocument,
  type ContractTerms,
  type QuoteLineItem,
  type QuoteRequestDocument,
  type QuoteResponseDocument,
  type QuoteResponseStatus,
} from '../../domain/src';
import { providerDocument } from './catalog';
import { SEED_PROVIDERS } from './data/providers';

const DAY_MS = 24 * 60 * 60 * 1000;
const CUSTOMER = { uid: 'demo-customer', firstName: 'Aminata' };
const TEAM_MEMBER = { uid: 'demo-team', firstName: 'Fatou' };

/** Fixed ids of 20 letters and digits, like the ids the wizard makes: reseeding rewrites them. */
export const seedQuoteId = (n: number) => `seedQuote${String(n).padStart(2, '0')}`.padEnd(20, 'x');

export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
}

interface ResponsePlan {
  providerId: string;
  status: QuoteResponseStatus;
  lines?: QuoteLineItem[];
  durationMinutes?: number;
  message?: string;
  revision?: number;
  seenDaysAgo?: number;
  respondedDaysAgo?: number;
  declineReason?: string;
}

interface RequestPlan {
  n: number;
  customer: { uid: string; firstName: string };
  daysAgo: number;
  category: string;
  aimedAt?: { providerId: string; serviceId: string };
  description: string;
  urgency: QuoteRequestDocument['urgency'];
  budgetFCFA: number | null;
  address: string;
  contactMethod: QuoteRequestDocument['contactMethod'];
  status: QuoteRequestDocument['status'];
  responses: ResponsePlan[];
  cancelReason?: string;
  /** The accepted provider's contract, when accepted. */
  contract?: {
    status: ContractDocument['status'];
    drafted: boolean;
    signedBy: ('customer' | 'provider')[];
  };
}

const line = (label: string, quantity: number, unitPriceFCFA: number): QuoteLineItem => ({
  label,
  quantity,
  unitPriceFCFA,
});

/** Requests of the demo customer (and one of the team member) in every state (DESIGN §3). */
const PLANS: RequestPlan[] = [
  {
    n: 1,
    customer: CUSTOMER,
    daysAgo: 1,
    category: 'plumbing',
    description: 'Le robinet de la cuisine goutte en permanence et le joint semble usé.',
    urgency: 'medium',
    budgetFCFA: 20000,
    address: 'Rue Joss, Bonanjo',
    contactMethod: 'whatsapp',
    status: 'pending',
    responses: [
      { providerId: 'seed-provider-01', status: 'requested' },
      { providerId: 'seed-provider-02', status: 'requested' },
      { providerId: 'seed-provider-03', status: 'requested' },
    ],
  },
  {
    n: 2,
    customer: CUSTOMER,
    daysAgo: 3,
    category: 'plumbing',
    description: 'Installer un chauffe-eau de 100 litres dans la salle de bain, avec l’évacuation.',
    urgency: 'low',
    budgetFCFA: 120000,
    address: 'Avenue de Gaulle, Bonapriso',
    contactMethod: 'phone',
    status: 'responded',
    responses: [
      {
        providerId: 'seed-provider-01',
        status: 'sent',
        lines: [line('Pose du chauffe-eau', 1, 35000), line('Raccords et flexibles', 1, 12000)],
        durationMinutes: 240,
        message: 'Chauffe-eau fourni par vos soins ; je peux venir dès lundi.',
        respondedDaysAgo: 2,
        seenDaysAgo: 1,
      },
      {
        providerId: 'seed-provider-02',
        status: 'revised',
        lines: [line('Pose du chauffe-eau', 1, 30000), line('Groupe de sécurité', 1, 8000)],
        durationMinutes: 180,
        message: 'Prix revu : le groupe de sécurité est inclus.',
        revision: 1,
        respondedDaysAgo: 1,
      },
      { providerId: 'seed-provider-03', status: 'requested' },
    ],
  },
  {
    n: 3,
    customer: CUSTOMER,
    daysAgo: 6,
    category: 'plumbing',
    aimedAt: { providerId: 'seed-provider-01', serviceId: 's01' },
    description: 'Fuite sous l’évier de la salle de bain, l’eau coule dans le placard.',
    urgency: 'high',
    budgetFCFA: null,
    address: 'Rue Gallieni, Akwa',
    contactMethod: 'phone',
    status: 'accepted',
    responses: [
      {
        providerId: 'seed-provider-01',
        status: 'accepted',
        lines: [line('Réparation de fuite', 1, 10000), line('Siphon neuf', 1, 4500)],
        durationMinutes: 90,
        respondedDaysAgo: 5,
        seenDaysAgo: 5,
      },
    ],
    contract: { status: 'pending', drafted: true, signedBy: ['provider'] },
  },
  {
    n: 4,
    customer: CUSTOMER,
    daysAgo: 12,
    category: 'plumbing',
    description: 'Remplacer la pompe du surpresseur de l’immeuble, elle ne démarre plus.',
    urgency: 'high',
    budgetFCFA: 250000,
    address: 'Boulevard de la Liberté, Akwa',
    contactMethod: 'email',
    status: 'accepted',
    responses: [
      {
        providerId: 'seed-provider-01',
        status: 'declined',
        lines: [line('Pompe 1 CV', 1, 185000), line('Main-d’œuvre', 1, 40000)],
        durationMinutes: 480,
        respondedDaysAgo: 11,
        seenDaysAgo: 10,
      },
      {
        providerId: 'seed-provider-02',
        status: 'accepted',
        lines: [line('Pompe 1 CV', 1, 170000), line('Main-d’œuvre', 1, 35000)],
        durationMinutes: 360,
        respondedDaysAgo: 11,
        seenDaysAgo: 10,
      },
      { providerId: 'seed-provider-03', status: 'closed' },
    ],
    contract: { status: 'active', drafted: true, signedBy: ['provider', 'customer'] },
  },
  {
    n: 5,
    customer: CUSTOMER,
    daysAgo: 9,
    category: 'plumbing',
    description: 'Déboucher les toilettes du rez-de-chaussée, bouchées depuis hier.',
    urgency: 'high',
    budgetFCFA: 15000,
    address: 'Rue Njo-Njo, Bonapriso',
    contactMethod: 'phone',
    status: 'cancelled',
    cancelReason: 'Réglé par un voisin entre-temps.',
    responses: [
      { providerId: 'seed-provider-01', status: 'closed' },
      { providerId: 'seed-provider-02', status: 'closed' },
    ],
  },
  {
    n: 6,
    customer: CUSTOMER,
    daysAgo: 20,
    category: 'plumbing',
    description: 'Refaire l’installation d’eau de la terrasse avant la saison des pluies.',
    urgency: 'low',
    budgetFCFA: 60000,
    address: 'Rue des Palmiers, Bali',
    contactMethod: 'email',
    status: 'expired',
    responses: [
      {
        providerId: 'seed-provider-01',
        status: 'expired',
        lines: [line('Tuyauterie PVC', 12, 2500), line('Main-d’œuvre', 1, 30000)],
        durationMinutes: 600,
        respondedDaysAgo: 18,
      },
      { providerId: 'seed-provider-02', status: 'expired' },
    ],
  },
  {
    n: 7,
    customer: TEAM_MEMBER,
    daysAgo: 30,
    category: 'plumbing',
    aimedAt: { providerId: 'seed-provider-01', serviceId: 's01' },
    description: 'Réparer la chasse d’eau qui fuit dans les toilettes du bureau.',
    urgency: 'medium',
    budgetFCFA: 12000,
    address: 'Rue Tokoto, Bonapriso',
    contactMethod: 'phone',
    status: 'accepted',
    responses: [
      {
        providerId: 'seed-provider-01',
        status: 'accepted',
        lines: [line('Mécanisme de chasse', 1, 6500), line('Main-d’œuvre', 1, 5000)],
        durationMinutes: 60,
        respondedDaysAgo: 29,
        seenDaysAgo: 29,
      },
    ],
    contract: { status: 'completed', drafted: true, signedBy: ['provider', 'customer'] },
  },
  {
    n: 8,
    customer: TEAM_MEMBER,
    daysAgo: 0,
    category: 'plumbing',
    aimedAt: { providerId: 'seed-provider-01', serviceId: 's01' },
    description: 'Le lavabo se vide très lentement, sans doute un siphon bouché.',
    urgency: 'low',
    budgetFCFA: null,
    address: 'Rue Koloko, Bonapriso',
    contactMethod: 'whatsapp',
    status: 'pending',
    responses: [{ providerId: 'seed-provider-01', status: 'requested' }],
  },
];

const providers = new Map(SEED_PROVIDERS.map((seed) => [seed.id, seed]));

function providerOf(id: string) {
  const seed = providers.get(id);
  if (!seed) throw new Error(`Unknown seed provider ${id}`);
  return { seed, document: providerDocument(seed) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every quote, response and contract document of the demo, as of `now`. */
export function seedQuoteDocuments(now: Date): SeedDocument[] {
  const at = (daysAgo: number) => Timestamp.fromMillis(now.getTime() - daysAgo * DAY_MS);
  const dayOf = (daysAgo: number) => isoDay(new Date(now.getTime() - daysAgo * DAY_MS));
  const documents: SeedDocument[] = [];
  for (const plan of PLANS) {
    const id = seedQuoteId(plan.n);
    const created = at(plan.daysAgo);
    const aimed = plan.aimedAt ? providerOf(plan.aimedAt.providerId) : null;
    const serviceTitle =
      aimed?.seed.services.find((service) => service.id === plan.aimedAt?.serviceId)?.title ?? null;
    const accepted = plan.responses.find((response) => response.status === 'accepted');
    const priced = plan.responses.filter((response) => response.lines);
    const request: QuoteRequestDocument = {
      customerId: plan.customer.uid,
      customerName: plan.customer.firstName,
      providerId: plan.aimedAt?.providerId ?? null,
      serviceId: plan.aimedAt?.serviceId ?? null,
      serviceTitle,
      category: plan.category,
      description: plan.description,
      urgency: plan.urgency,
      budgetFCFA: plan.budgetFCFA,
      location: { city: 'Douala', address: plan.address },
      preferredDate: plan.status === 'pending' ? dayOf(-3) : dayOf(plan.daysAgo - 4),
      contactMethod: plan.contactMethod,
      additionalInfo: '',
      photoIds: [],
      language: 'fr',
      status: plan.status,
      recipientIds: plan.responses.map((response) => response.providerId),
      quoteCount: priced.length,
      acceptedProviderId: accepted?.providerId ?? null,
      contractId: accepted ? id : null,
      cancelReason: plan.cancelReason ?? null,
      cancelledBy: plan.status === 'cancelled' ? 'customer' : null,
      createdAt: created,
      updatedAt: at(Math.max(0, plan.daysAgo - 1)),
      expiresAt: at(plan.daysAgo - QUOTE_LIMITS.requestLifetimeDays),
    };
    documents.push({ path: `quotes/${id}`, data: { ...request } });

    for (const plan_ of plan.responses) {
      const { seed, document } = providerOf(plan_.providerId);
      const lines = plan_.lines ?? [];
      const responded = plan_.respondedDaysAgo;
      const response: QuoteResponseDocument = {
        quoteId: id,
        customerId: plan.customer.uid,
        providerId: seed.id,
        providerName: seed.displayName,
        providerRating: document.rating,
        providerReviewCount: document.reviewCount,
        providerVerified: document.verified,
        request: {
          category: plan.category,
          serviceTitle,
          description: plan.description,
          urgency: plan.urgency,
          budgetFCFA: plan.budgetFCFA,
          city: 'Douala',
          preferredDate: request.preferredDate,
          customerName: plan.customer.firstName,
        },
        status: plan_.status,
        lineItems: lines,
        totalFCFA: lines.length ? quoteTotal(lines) : null,
        durationMinutes: plan_.durationMinutes ?? null,
        earliestStart: responded === undefined ? null : dayOf(responded - 2),
        validUntil:
          responded === undefined ? null : at(responded - QUOTE_LIMITS.validityDaysDefault),
        message: plan_.message ?? '',
        revision: plan_.revision ?? 0,
        declineReason: plan_.declineReason ?? null,
        seenAt: plan_.seenDaysAgo === undefined ? null : at(plan_.seenDaysAgo),
        respondedAt: responded === undefined ? null : at(responded),
        createdAt: created,
        updatedAt: at(Math.max(0, (responded ?? plan.daysAgo) - 1)),
      };
      documents.push({ path: `quotes/${id}/responses/${seed.id}`, data: { ...response } });
    }

    if (accepted && plan.contract && accepted.lines) {
      const { seed } = providerOf(accepted.providerId);
      const start = dayOf((accepted.respondedDaysAgo ?? 0) - 2);
      const days = Math.max(1, Math.ceil((accepted.durationMinutes ?? 0) / (8 * 60)));
      const terms: ContractTerms = {
        duration: `${days} jour${days > 1 ? 's' : ''}`,
        startDate: start,
        endDate: addDays(start, days - 1),
        paymentTerms:
          '50 % à la signature, le solde à la fin des travaux, en espèces ou Mobile Money.',
        deliverables: accepted.lines.map((item) => item.label).join(' ; '),
        responsibilities:
          'Le prestataire fournit les pièces listées et nettoie le chantier ; le client donne accès aux lieux.',
        penalties: '',
        terminationClause: 'Résiliation possible par écrit avec un préavis de 48 heures.',
      };
      const contract = {
        quoteId: id,
        customerId: plan.customer.uid,
        providerId: seed.id,
        lineItems: accepted.lines,
        totalFCFA: quoteTotal(accepted.lines),
        terms,
        termsVersion: 1,
      };
      const termsHash = sha256(contractSignedContent(contract));
      const signature = (name: string, daysAgo: number) => ({
        name,
        signedAt: at(daysAgo),
        termsHash,
      });
      const signed = (party: 'customer' | 'provider') => plan.contract?.signedBy.includes(party);
      const document: ContractDocument = {
        ...contract,
        customerName: plan.customer.firstName,
        providerName: seed.displayName,
        category: plan.category,
        serviceTitle,
        description: plan.description,
        location: { city: 'Douala', address: plan.address },
        termsDrafted: plan.contract.drafted,
        termsHash,
        signatures: {
          customer: signed('customer')
            ? signature(plan.customer.firstName, plan.daysAgo - 2)
            : null,
          provider: signed('provider') ? signature(seed.displayName, plan.daysAgo - 1) : null,
        },
        changeRequest: null,
        status: plan.contract.status,
        cancelReason: null,
        cancelledBy: null,
        createdAt: at(plan.daysAgo - 1),
        updatedAt: at(Math.max(0, plan.daysAgo - 2)),
      };
      documents.push({ path: `contracts/${id}`, data: { ...document } });
    }
  }
  return documents;
}

/** Writes the demo quotes and contracts (same ids every time: reseeding rewrites them). */
export async function seedQuotes(db: Firestore, now = new Date()): Promise<number> {
  const documents = seedQuoteDocuments(now);
  const batch = db.batch();
  for (const { path, data } of documents) batch.set(db.doc(path), data);
  await batch.commit();
  return documents.length;
}
