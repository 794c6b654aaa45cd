export { hostileIuts, WHAT_CAME_BACK } from './hostileIuts.ts';
