import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsFieldPath } from '#client/app/screens';
import { useFocusFromHash } from './use-focus-from-hash';

afterEach(cleanup);

function Form({ ready }: { ready: boolean }) {
  useFocusFromHash(ready);
  return ready ? (
    <form>
      <input id="settings-businessName" aria-label="Business name" />
      <input id="settings-phone" aria-label="Phone" />
    </form>
  ) : null;
}

const at = (url: string, ready = true) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Form ready={ready} />
    </MemoryRouter>,
  );

describe('useFocusFromHash', () => {
  it("a link to Settings' phone field (a refused tax invoice's) focuses that field once the form is shown", () => {
    const { rerender } = at(settingsFieldPath('phone'), false);
    rerender(
      <MemoryRouter initialEntries={[settingsFieldPath('phone')]}>
        <Form ready />
      </MemoryRouter>,
    );
    expect(document.activeElement?.id).toBe('settings-phone');
  });

  it('Settings without a field named leaves the focus where it is', () => {
    at('/settings');
    expect(document.activeElement).toBe(document.body);
  });
});
