import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeatureSlotsProvider, useFeatureSlot } from './feature-slots';

afterEach(cleanup);

function Debtors() {
  const RemindersButton = useFeatureSlot('RemindersButton');
  return (
    <div data-testid="debtors">
      Debtors
      <RemindersButton businessId={7} />
    </div>
  );
}

describe('feature slots', () => {
  it("shows the component the app put in the slot, with the feature's props", () => {
    const RemindersButton = ({ businessId }: { businessId: number }) => <button type="button">Reminders of {businessId}</button>;
    render(
      <FeatureSlotsProvider value={{ RemindersButton }}>
        <Debtors />
      </FeatureSlotsProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Reminders of 7');
  });

  it('renders nothing for a slot nobody filled, so one feature can be tested alone', () => {
    render(<Debtors />);
    expect(screen.getByTestId('debtors').textContent).toBe('Debtors');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
