import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A decorative busy indicator; whatever holds it says "busy" to assistive technology. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size ?? '1em'};
  height: ${({ $size }) => $size ?? '1em'};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  /* Under reduced motion the global style stops it: a still ring, the label still says busy. */
  animation: ${spin} 0.7s linear infinite;
`;
