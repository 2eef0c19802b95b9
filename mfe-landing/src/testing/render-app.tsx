import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import LandingApp from '../app';

/** The whole remote inside a MemoryRouter, as the shell mounts it at `/*`. */
export function renderApp(entries: string[] = ['/'], initialIndex = entries.length - 1) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
      <LandingApp apiBase="" />
    </MemoryRouter>,
  );
}
