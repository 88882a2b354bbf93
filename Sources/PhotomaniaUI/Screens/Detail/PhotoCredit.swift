import Localization
import PhotoFeed

extension Photo {
    /// The credit line Flickr's terms ask for wherever the photo is shown alone: its owner and
    /// its licence, or, when the feed gave none (the key-less public feed), where to read it;
    /// never a licence made up.
    var credit: String {
        let license = details.license?.shortName ?? tr("Licence: see the photo's page")
        // Translators: a photo's credit line; %1$@ is its owner, %2$@ its licence (“CC BY 2.0”).
        return String(format: tr("%1$@ · %2$@"), photographerName, license)
    }
}
