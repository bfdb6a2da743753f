import { describe, expect, it } from 'vitest';
import { getPaymentMethod, PLATFORM_SERVICE_FEE, type FeeRule } from '@marketplace/domain';
import { i18n } from '../../shared/i18n';
import {
  contentLanguage,
  describeBracketRange,
  describeCountries,
  describeFeeRule,
  formatPercent,
  textList,
} from './feeText';
import { PAYMENTS_INFO_NS } from './i18n';

const fr = i18n.getFixedT('fr', PAYMENTS_INFO_NS);
const en = i18n.getFixedT('en', PAYMENTS_INFO_NS);
/** Tables use no-break spaces; compare with ordinary ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('fee rules in words', () => {
  it('formats percentages the way each language writes them', () => {
    expect(plain(formatPercent(250, 'fr', fr))).toBe('2,5 %');
    expect(formatPercent(250, 'en', en)).toBe('2.5%');
    expect(plain(formatPercent(100, 'fr', fr))).toBe('1 %');
  });

  it('describes every kind of rule in French and English', () => {
    const card = getPaymentMethod('card').operatorFee;
    expect(plain(describeFeeRule(card, 'fr', fr))).toBe('2,5 % du montant + 100 FCFA');
    expect(plain(describeFeeRule(card, 'en', en))).toBe('2.5% of the amount + 100 FCFA');
    expect(plain(describeFeeRule(PLATFORM_SERVICE_FEE, 'fr', fr))).toBe(
      '2 % du montant, plafonné à 5 000 FCFA',
    );
    const moov = getPaymentMethod('moov_money').operatorFee;
    expect(plain(describeFeeRule(moov, 'en', en))).toBe(
      '1.5% of the amount, minimum 50 FCFA, capped at 5 000 FCFA',
    );
    const bank = getPaymentMethod('bank_transfer').operatorFee;
    expect(plain(describeFeeRule(bank, 'fr', fr))).toBe('1 000 FCFA par paiement');
    expect(describeFeeRule({ type: 'none' }, 'en', en)).toBe('Free');
    const tiered: FeeRule = getPaymentMethod('orange_money').operatorFee;
    expect(describeFeeRule(tiered, 'fr', fr)).toBe('Forfait selon la tranche de montant');
  });

  it('describes bracket ranges from 1 FCFA', () => {
    const rule = getPaymentMethod('orange_money').operatorFee;
    if (rule.type !== 'tiered') throw new Error('Orange Money is tiered');
    expect(plain(describeBracketRange(rule.brackets, 0, fr))).toBe('1 FCFA – 5 000 FCFA');
    expect(plain(describeBracketRange(rule.brackets, 1, en))).toBe('5 001 FCFA – 10 000 FCFA');
  });

  it('names countries, or all of them at once', () => {
    expect(describeCountries(['SN', 'CI'], 'fr', fr)).toBe("Sénégal, Côte d'Ivoire");
    expect(describeCountries(['SN', 'CI'], 'en', en)).toBe('Senegal, Ivory Coast');
    expect(describeCountries(getPaymentMethod('cash').countries, 'en', en)).toBe(
      'in all 12 countries of the platform',
    );
  });

  it('reads lists with their placeholders filled', () => {
    const tips = textList(en, 'methodsPage.safety', { email: 'help@example.com' });
    expect(tips.length).toBeGreaterThan(3);
    expect(tips.at(-1)).toContain('help@example.com');
    expect(textList(en, 'guide.title')).toEqual([]);
  });

  it('maps i18next languages to content languages', () => {
    expect(contentLanguage('en')).toBe('en');
    expect(contentLanguage('fr')).toBe('fr');
    expect(contentLanguage(undefined)).toBe('fr');
  });
});
