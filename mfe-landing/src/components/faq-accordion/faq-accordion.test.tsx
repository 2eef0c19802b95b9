import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQS } from '../../content/faqs';
import { FaqAccordion } from './faq-accordion';

function questions() {
  return FAQS.map((faq) => screen.getByRole('button', { name: faq.question }));
}
function expanded() {
  return questions().filter((button) => button.getAttribute('aria-expanded') === 'true');
}

describe('FaqAccordion', () => {
  it('lists the five topics with the first one open at start', () => {
    render(<FaqAccordion items={FAQS} />);
    expect(questions()).toHaveLength(5);
    expect(expanded()).toEqual([questions()[0]]);
    expect(screen.getByText(FAQS[0]!.answer)).toBeVisible();
    for (const faq of FAQS.slice(1)) expect(screen.getByText(faq.answer)).not.toBeVisible();
    expect(screen.getByRole('region', { name: FAQS[0]!.question })).toHaveTextContent(
      FAQS[0]!.answer,
    );
  });

  it('makes the clicked item the open one, one at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQS} />);
    await user.click(questions()[2]!);
    expect(expanded()).toEqual([questions()[2]]);
    expect(screen.getByText(FAQS[2]!.answer)).toBeVisible();
    expect(screen.getByText(FAQS[0]!.answer)).not.toBeVisible();

    await user.click(questions()[4]!);
    expect(expanded()).toEqual([questions()[4]]);
    expect(screen.getByText(FAQS[2]!.answer)).not.toBeVisible();
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQS} />);
    await user.click(questions()[0]!);
    expect(expanded()).toHaveLength(0);
    await user.click(questions()[0]!);
    expect(expanded()).toEqual([questions()[0]]);
  });

  it('works with the keyboard: Enter/Space toggle, arrows, Home and End move', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQS} />);
    await user.tab();
    expect(questions()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(questions()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([questions()[1]]);
    await user.keyboard('{End}');
    expect(questions()[4]).toHaveFocus();
    await user.keyboard(' ');
    expect(expanded()).toEqual([questions()[4]]);
    await user.keyboard('{ArrowDown}');
    expect(questions()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(questions()[4]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(questions()[0]).toHaveFocus();
  });
});
