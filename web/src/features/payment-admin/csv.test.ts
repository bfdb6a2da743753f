import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n';
import { csvFileName, csvText } from './csv';
import { PAYMENT_ADMIN_NS } from './i18n';
import { adminPayment } from './testing';

describe('the CSV export', () => {
  it('has one translated header and one line per row, amounts as plain numbers', async () => {
    await i18n.changeLanguage('fr');
    const t = i18n.getFixedT('fr', PAYMENT_ADMIN_NS);
    const text = await csvText(
      [
        adminPayment('p1'),
        adminPayment('p2', {
          payerName: null,
          method: 'card',
          operator: 'visa',
          status: 'failed',
          failureReason: 'declined',
          description: 'Acompte, "urgent"',
          settledAt: null,
        }),
      ],
      t,
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      "Référence,Créé le (UTC),Réglé le (UTC),Payeur,Description,Moyen,Opérateur,Prix (FCFA),Frais (FCFA),Montant payé (FCFA),Statut,Motif de l'échec,Identifiant",
    );
    expect(lines[1]).toBe(
      'PAY-P10000000000,2026-03-12T09:05:00.000Z,2026-03-12T09:06:00.000Z,Awa Koné,Réparation de fuite,Orange Money,orange_money,10000,150,10150,Réussi,,p1',
    );
    expect(lines[2]).toBe(
      'PAY-P20000000000,2026-03-12T09:05:00.000Z,,Visiteur (sans compte),"Acompte, ""urgent""",Carte bancaire,visa,10000,150,10150,Échoué,Refusé,p2',
    );
    expect(lines).toHaveLength(3);
  });

  it('escapes a description a spreadsheet would run as a formula', async () => {
    const t = i18n.getFixedT('en', PAYMENT_ADMIN_NS);
    const text = await csvText([adminPayment('p1', { description: '=HYPERLINK("x")' })], t);
    expect(text.split('\r\n')[0]).toContain('Reference,Created at (UTC)');
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('is named after the local day', () => {
    expect(csvFileName(new Date(2026, 2, 5, 23, 59))).toBe('paiements-2026-03-05.csv');
  });
});
