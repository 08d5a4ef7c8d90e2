import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { useDataArea } from './use-data-area';

describe('useDataArea', () => {
  it('renders each state of a run', async () => {
    let fail = false;
    function Levels() {
      const levels = useDataArea(async () => {
        if (fail) throw new ApiError(0, 'network/unreachable');
        return ['beginner', 'advanced'];
      }, 'levels/fetch-failed');
      return (
        <div>
          <button onClick={() => void levels.run()}>load</button>
          <button onClick={levels.reset}>reset</button>
          {levels.loading && <p>loading</p>}
          {levels.error && <p role="alert">{levels.error}</p>}
          <ul>
            {levels.result?.map((level) => (
              <li key={level}>{level}</li>
            ))}
          </ul>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Levels />);

    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('network/unreachable');

    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps run and reset stable across renders and calls the latest request', async () => {
    const { result, rerender } = renderHook(
      ({ value }: { value: string }) => useDataArea(async () => value, 'data/failed'),
      { initialProps: { value: 'first' } },
    );
    const { run, reset } = result.current;
    rerender({ value: 'second' });
    expect(result.current.run).toBe(run);
    expect(result.current.reset).toBe(reset);

    await act(() => result.current.run());
    expect(result.current.result).toBe('second');
  });
});
