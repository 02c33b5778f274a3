import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  typedFields,
  useTypedBeforeHydrationEverywhere,
} from '../../../web/src/shell/typed-before-hydration.ts';
import { servedHtmlContainers } from './served-html.ts';

/**
 * What a shopper typed into the served page before it hydrated, in fields with no hook of their own
 * (the login's phone, an address, a gift card's code): after hydration each component's state holds
 * it, as if typed then, so the press the boot script held and replays sends what is in the box.
 */
const serve = servedHtmlContainers();

function Form({ root, onState }: { root: () => ParentNode | null; onState: (state: object) => void }) {
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [city, setCity] = useState('ub');
  const [gift, setGift] = useState(false);
  const [pay, setPay] = useState('card');
  useTypedBeforeHydrationEverywhere(root, true);
  onState({ phone, note, city, gift, pay });
  return (
    <form>
      <input aria-label="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="city" value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="ub">Ulaanbaatar</option>
        <option value="dk">Darkhan</option>
      </select>
      <input
        type="checkbox"
        aria-label="gift"
        checked={gift}
        onChange={(event) => setGift(event.target.checked)}
      />
      {['card', 'qpay'].map((method) => (
        <input
          key={method}
          type="radio"
          name="pay"
          value={method}
          aria-label={method}
          checked={pay === method}
          onChange={() => setPay(method)}
        />
      ))}
      <input type="hidden" name="token" value="t" />
    </form>
  );
}

const field = <T extends Element>(root: HTMLElement, label: string) =>
  root.querySelector(`[aria-label="${label}"]`) as unknown as T;

describe('fields typed before hydration, everywhere', () => {
  it('hands every typed field to its component after hydration', async () => {
    let state: object = {};
    const container = serve(renderToString(<Form root={() => null} onState={() => {}} />));
    // the shopper, before the scripts came
    field<HTMLInputElement>(container, 'phone').value = '99112233';
    field<HTMLTextAreaElement>(container, 'note').value = 'leave at the door';
    field<HTMLSelectElement>(container, 'city').value = 'dk';
    field<HTMLInputElement>(container, 'gift').checked = true;
    field<HTMLInputElement>(container, 'qpay').checked = true;
    expect(typedFields(container)).toHaveLength(5);
    await act(async () => {
      hydrateRoot(container, <Form root={() => container} onState={(next) => (state = next)} />);
    });
    expect(state).toEqual({
      phone: '99112233',
      note: 'leave at the door',
      city: 'dk',
      gift: true,
      pay: 'qpay',
    });
    // and the boxes still show it
    expect(field<HTMLInputElement>(container, 'phone').value).toBe('99112233');
    expect(field<HTMLInputElement>(container, 'qpay').checked).toBe(true);
    expect(field<HTMLInputElement>(container, 'card').checked).toBe(false);
  });

  it('leaves a page nobody typed into as it was served', async () => {
    let renders = 0;
    const container = serve(renderToString(<Form root={() => null} onState={() => {}} />));
    expect(typedFields(container)).toEqual([]);
    await act(async () => {
      hydrateRoot(
        container,
        <Form
          root={() => container}
          onState={() => {
            renders += 1;
          }}
        />,
      );
    });
    expect(renders).toBe(1);
  });
});
