import { screenSettings } from '../../testing/test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TypewriterText } from './typewriter-text';

const typed = () => screen.getByTestId('typing-reply').textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  screenSettings.reducedMotion = false;
});

describe('TypewriterText', () => {
  it('reveals the reply one character per 20 ms, then says it is done', () => {
    const onDone = jest.fn();
    render(<TypewriterText text="Revenue: 50,000" onDone={onDone} />);
    expect(typed()).toBe('');
    advance(19);
    expect(typed()).toBe('');
    advance(1);
    expect(typed()).toBe('R');
    advance(40);
    expect(typed()).toBe('Rev');
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show full answer' })).toBeInTheDocument();
    advance(20 * 12);
    expect(typed()).toBe('Revenue: 50,000');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Show full answer' })).not.toBeInTheDocument();
  });

  it('shows the whole reply when the user skips', () => {
    const onDone = jest.fn();
    render(<TypewriterText text="Gross margin: 58.24%" onDone={onDone} />);
    advance(100);
    expect(typed()).toBe('Gross');
    fireEvent.click(screen.getByRole('button', { name: 'Show full answer' }));
    expect(typed()).toBe('Gross margin: 58.24%');
    expect(onDone).toHaveBeenCalledTimes(1);
    advance(1000); // the clock no longer changes anything
    expect(typed()).toBe('Gross margin: 58.24%');
  });

  it('shows it at once to users who ask for reduced motion', () => {
    screenSettings.reducedMotion = true;
    const onDone = jest.fn();
    render(<TypewriterText text="Revenue: 50,000" onDone={onDone} />);
    expect(typed()).toBe('Revenue: 50,000');
    expect(onDone).toHaveBeenCalled();
  });
});
