import { describe, expect, it } from 'vitest';
import { MOUNT_POINTS, type MountName } from '@lingualoop/shared';
import { MOUNT_OWNERS, mountsOf, remotesOf } from './route-table';

describe('route table', () => {
  it('gives every mount point an owner', () => {
    for (const mount of Object.keys(MOUNT_POINTS) as MountName[]) {
      expect(MOUNT_OWNERS[mount], mount).toBeDefined();
    }
  });

  it('puts the public area and the session screens in the visitor set (spec §2)', () => {
    const visitor = mountsOf('visitor');
    expect(visitor.map((m) => m.path).sort()).toEqual(
      ['*', 'reset-password/*', 'signin/*', 'signup/*', 'welcome-guest/*'].sort(),
    );
    expect(visitor.find((m) => m.path === 'signin/*')?.layout).toBe('standalone');
    expect(remotesOf('visitor')).toEqual(['mf_marketing', 'mf_account']);
  });

  it('puts the signed-in screens in the member set (spec §2)', () => {
    const paths = mountsOf('member').map((m) => m.path);
    for (const path of [
      '',
      'premium/*',
      'order/*',
      'profile/*',
      'ranking/*',
      'dictionary/*',
      'my-progress/*',
      'course/*',
      'answer-lesson/*',
      'credit-exhausted/*',
      'complete-signup/*',
    ]) {
      expect(paths).toContain(path);
    }
    expect(remotesOf('member')).toEqual(['mf_courses', 'mf_lesson', 'mf_billing', 'mf_account']);
  });
});
