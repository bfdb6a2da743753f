import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HowItWorksSteps } from './HowItWorksSteps';
import { renderInfo, restoreFrench } from './testing';

afterEach(restoreFrench);

describe('HowItWorksSteps', () => {
  it('shows four numbered customer steps and a link to /how-it-works', async () => {
    await renderInfo(<HowItWorksSteps />, { path: '/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Comment ça marche' })).toBeDefined();
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Cherchez',
      'Comparez',
      'Réservez ou demandez un devis',
      'Payez et donnez votre avis',
    ]);
    expect(steps[0]?.textContent).toContain('1');
    const link = screen.getByRole('link', { name: /En savoir plus/ });
    expect(link.getAttribute('href')).toBe('/how-it-works');
  });

  it('speaks English on English pages', async () => {
    await renderInfo(<HowItWorksSteps />, { path: '/', language: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Learn more/ }).getAttribute('href')).toBe(
      '/en/how-it-works',
    );
  });

  it('accepts a title, a heading level and no link', async () => {
    await renderInfo(<HowItWorksSteps title="Titre" headingLevel={3} showLearnMore={false} />, {
      path: '/how-it-works',
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Titre' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
