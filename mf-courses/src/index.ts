// The async boundary Module Federation's shared modules need before anything imports React.
import('./bootstrap');
