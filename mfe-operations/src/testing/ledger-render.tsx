import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FinaProvider } from '@fina/ui';

/** Renders a Record Operations screen at `path` inside the app's providers and a router. */
export function renderAt(element: ReactElement, path = '/record-operations/screen') {
  return render(
    <FinaProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </FinaProvider>,
  );
}

/** Types a value in one go (a paste): keystroke by keystroke is slow in jsdom. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
}

/** A File with a real CSV inside (what a user picks). */
export function csvFile(name: string, rows: string[][], separator = ','): File {
  const text = rows.map((row) => row.join(separator)).join('\r\n');
  return new File([text], name, { type: 'text/csv' });
}

/** The text of a File a page sent (jsdom's File has no text()). */
export function fileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}
