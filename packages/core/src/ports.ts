export * from './favourites/favourites-ports.ts';
