export const NAMESPACE = 'courses';
