import { describe, expect, it } from 'vitest';
import { badgeTextColor } from '../../web/src/catalog/badge-colors.ts';

describe('badge text colour', () => {
  it('picks the text colour that contrasts more with the back office’s background', () => {
    expect(badgeTextColor('#2a9d8f')).toBe('#111111'); // the seed's teal: white was 3.3:1
    expect(badgeTextColor('#ffd166')).toBe('#111111');
    expect(badgeTextColor('#9b2226')).toBe('#ffffff');
    expect(badgeTextColor('#0f4c81')).toBe('#ffffff');
    expect(badgeTextColor('#FFF')).toBe('#111111');
  });

  it('keeps white for a colour it cannot read', () => {
    expect(badgeTextColor('rebeccapurple')).toBe('#ffffff');
    expect(badgeTextColor('#12')).toBe('#ffffff');
    expect(badgeTextColor('')).toBe('#ffffff');
  });
});
