import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource';

/** The storefront's backend for Amplify Gen 2: accounts only; all other data is local. */
defineBackend({ auth });
