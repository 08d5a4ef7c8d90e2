import styled from 'styled-components';

/**
 * Flags as drawings, not emoji: regional-indicator emoji need a colour-emoji font, and
 * without one (many Linux and some Windows set-ups) they show as two empty boxes.
 * Spec §2: en is the UK flag, vi the Vietnamese flag, zh the Chinese flag, others white.
 */
export function Flag({ code }: { code: string }) {
  const base = code.toLowerCase().split(/[-_]/)[0];
  return (
    <Svg viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      {base === 'vi' ? (
        <>
          <rect width="30" height="20" fill="#da251d" />
          <polygon
            fill="#ff0"
            points="15,4 16.18,7.63 20,7.63 16.91,9.87 18.09,13.5 15,11.26 11.91,13.5 13.09,9.87 10,7.63 13.82,7.63"
          />
        </>
      ) : base === 'en' ? (
        <>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0,0 30,20 M30,0 0,20" stroke="#fff" strokeWidth="4" />
          <path d="M0,0 30,20 M30,0 0,20" stroke="#c8102e" strokeWidth="1.6" />
          <path d="M15,0 V20 M0,10 H30" stroke="#fff" strokeWidth="6" />
          <path d="M15,0 V20 M0,10 H30" stroke="#c8102e" strokeWidth="3.5" />
        </>
      ) : base === 'zh' || base === 'cn' ? (
        <>
          <rect width="30" height="20" fill="#ee1c25" />
          <polygon
            fill="#ff0"
            points="6,2.5 6.88,5.2 9.73,5.2 7.43,6.87 8.31,9.58 6,7.9 3.69,9.58 4.57,6.87 2.27,5.2 5.12,5.2"
          />
          <circle cx="11" cy="2.8" r="0.8" fill="#ff0" />
          <circle cx="13" cy="5" r="0.8" fill="#ff0" />
          <circle cx="13" cy="8" r="0.8" fill="#ff0" />
          <circle cx="11" cy="10.2" r="0.8" fill="#ff0" />
        </>
      ) : (
        <rect width="29" height="19" x="0.5" y="0.5" fill="#fff" stroke="#94a3b8" />
      )}
    </Svg>
  );
}

const Svg = styled.svg`
  display: inline-block;
  width: 1.5em;
  height: 1em;
  border-radius: 2px;
  vertical-align: -0.125em;
  flex: none;
`;
