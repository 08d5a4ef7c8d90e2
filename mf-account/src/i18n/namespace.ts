export const NAMESPACE = 'account';
