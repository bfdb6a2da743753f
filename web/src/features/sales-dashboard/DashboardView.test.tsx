import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardView } from './DashboardView';
import { renderPage, STATS, TODAY } from './testing';

// The real charts (the page test stands them in): they must draw in a page of any width.
describe('DashboardView with @mui/x-charts', () => {
  it('draws a chart in every card', async () => {
    await renderPage(<DashboardView stats={STATS} today={TODAY} />);
    for (const card of ['revenue', 'paid', 'statuses', 'conversion', 'rating', 'services']) {
      expect(within(screen.getByTestId(card)).getAllByRole('table')).toHaveLength(1);
      expect(screen.getByTestId(card).querySelector('svg')).not.toBeNull();
    }
    // Six real charts laid out by jsdom: seconds on a busy machine.
  }, 20_000);
});
