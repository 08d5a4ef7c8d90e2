export const NAMESPACE = 'marketing';
