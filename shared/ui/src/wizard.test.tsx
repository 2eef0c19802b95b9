import { fireEvent, render, screen } from '@testing-library/react';
import { WizardFrame } from './wizard';

function renderStep(onNext: () => void) {
  render(
    <WizardFrame title="Budget" step={1} total={3} onBack={() => undefined} onNext={onNext}>
      <input aria-label="Name" />
      <textarea aria-label="Description" />
    </WizardFrame>,
  );
}

it('Enter in a field advances the wizard', () => {
  const onNext = jest.fn();
  renderStep(onNext);
  fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Enter' });
  expect(onNext).toHaveBeenCalledTimes(1);
});

it('Enter in a text area adds a line instead of advancing', () => {
  const onNext = jest.fn();
  renderStep(onNext);
  fireEvent.keyDown(screen.getByLabelText('Description'), { key: 'Enter' });
  expect(onNext).not.toHaveBeenCalled();
});
